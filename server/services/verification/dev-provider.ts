import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { devIdTokenSeconds } from '../../constants';
import type { IdentityProvider, VerificationService, VerifiedIdentity } from './types';

const issuer = 'reference-platform/dev-verification';

export interface DevIdentityProvider extends VerificationService {
  /** An id token for `POST /dev/id-token`, as the real provider would hand the client one. */
  issue(provider: IdentityProvider, identity: VerifiedIdentity): Promise<{ idToken: string; expiresAt: number }>;
}

/**
 * The development verification service: HS256 JWTs signed with a secret of this process, the
 * provider as audience. Tokens die with the process, which is fine for their 10 minutes.
 */
export function createDevIdentityProvider(now: () => Date, secret: Uint8Array = randomBytes(32)): DevIdentityProvider {
  return {
    async issue(provider, identity) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + devIdTokenSeconds;
      const idToken = await new SignJWT(identity.email ? { email: identity.email } : {})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(provider)
        .setSubject(identity.subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { idToken, expiresAt: expiresAt * 1000 };
    },
    async verifyIdToken(provider, idToken) {
      try {
        const { payload } = await jwtVerify(idToken, secret, {
          algorithms: ['HS256'],
          issuer,
          audience: provider,
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return null;
        const email = typeof payload.email === 'string' ? payload.email : undefined;
        return email ? { subject: payload.sub, email } : { subject: payload.sub };
      } catch {
        return null;
      }
    },
  };
}
