import type { PublicJwk } from '../../contract';

/**
 * Encrypts a request body to the platform's public key as a compact JWE (RSA-OAEP-256 + A256GCM).
 * jose is imported on demand so it only loads with the screens that send credentials.
 */
export async function encryptForPlatform(publicKey: PublicJwk, payload: unknown): Promise<string> {
  const { CompactEncrypt, importJWK } = await import('jose');
  const key = await importJWK(publicKey, 'RSA-OAEP-256');
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: publicKey.kid })
    .encrypt(key);
}
