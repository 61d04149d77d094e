/**
 * The phone/social verification service (spec accounts §2: social buttons and the phone-service
 * mode appear when it is initialised). A provider proves an identity and hands the client an id
 * token; the platform asks the service whether the token is genuine. A real service (Firebase Auth,
 * the providers' own SDKs, ...) plugs in behind this interface; the reference platform supplies a
 * development one (./dev-provider.ts).
 */
export type IdentityProvider = 'facebook' | 'google' | 'phone';

export interface VerifiedIdentity {
  /** The provider's stable id of the person; for `phone`, the number as +<code><number>. */
  subject: string;
  email?: string;
}

export interface VerificationService {
  /** The identity an id token proves, or null when it is not genuine, expired or for another provider. */
  verifyIdToken(provider: IdentityProvider, idToken: string): Promise<VerifiedIdentity | null>;
}
