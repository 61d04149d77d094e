import type { z } from 'zod/mini';
import { encryptionHeader, encryptionScheme, joseContentType, type PublicJwk } from '../../contract';
import { callPlatform } from './client';

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

/** A call whose body carries credentials (login, registration, a downline's account): sent as a JWE. */
export async function callPlatformEncrypted<T extends z.ZodMiniType>(
  path: string,
  valueSchema: T,
  method: 'POST' | 'PUT',
  publicKey: PublicJwk,
  request: unknown,
): Promise<z.output<T>> {
  const body = await encryptForPlatform(publicKey, request);
  return callPlatform(path, valueSchema, {
    method,
    body,
    headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType },
  });
}
