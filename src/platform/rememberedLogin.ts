import { z } from 'zod/mini';
import { deviceSecretKey, existingSecretKey } from './secretKey';

/**
 * Remembered login credentials, per login method (accounts §3, §4). The spec keeps the password
 * Base64-encoded twice; here the whole record is AES-GCM encrypted under the device's
 * non-extractable key (./secretKey.ts), and localStorage holds only the IV and the ciphertext.
 * Anything that fails (no IndexedDB, a wiped key, a tampered record) reads as nothing remembered.
 */
export const rememberedLoginKey = 'MC_REMEMBERED_LOGIN';

const usernameCredentialsSchema = z.object({ username: z.string(), password: z.string() });
const smsCredentialsSchema = z.object({ mobileNum: z.string(), countryDialingCode: z.string() });
const rememberedSchema = z.object({
  username: z.nullable(usernameCredentialsSchema),
  sms: z.nullable(smsCredentialsSchema),
});
export type RememberedLogin = z.infer<typeof rememberedSchema>;
export type RememberedMethod = keyof RememberedLogin;
export type UsernameCredentials = z.infer<typeof usernameCredentialsSchema>;
export type SmsCredentials = z.infer<typeof smsCredentialsSchema>;

const sealedSchema = z.object({ iv: z.string(), data: z.string() });
const nothingRemembered: RememberedLogin = { username: null, sms: null };

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export async function readRememberedLogin(): Promise<RememberedLogin> {
  try {
    const raw = window.localStorage.getItem(rememberedLoginKey);
    if (raw === null) return nothingRemembered;
    const sealed = sealedSchema.safeParse(JSON.parse(raw));
    const key = await existingSecretKey();
    if (!sealed.success || key === null) return nothingRemembered;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.data.iv) },
      key,
      fromBase64(sealed.data.data),
    );
    const parsed = rememberedSchema.safeParse(JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.data : nothingRemembered;
  } catch {
    return nothingRemembered;
  }
}

async function writeRememberedLogin(remembered: RememberedLogin): Promise<void> {
  if (remembered.username === null && remembered.sms === null) {
    window.localStorage.removeItem(rememberedLoginKey);
    return;
  }
  const key = await deviceSecretKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(JSON.stringify(remembered)),
  );
  window.localStorage.setItem(rememberedLoginKey, JSON.stringify({ iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }));
}

/** Remembers (or, with null, forgets) one method's credentials; the other method's stay. */
export async function rememberLogin<M extends RememberedMethod>(method: M, credentials: RememberedLogin[M]): Promise<void> {
  try {
    const current = await readRememberedLogin();
    await writeRememberedLogin({ ...current, [method]: credentials });
  } catch {
    // Remembering is a convenience: without storage or WebCrypto the login itself still works.
  }
}

/**
 * After a password change (accounts §4): when this user's password is remembered, remember the new
 * one. Failures are ignored, as the spec says.
 */
export async function updateRememberedPassword(username: string, newPassword: string): Promise<void> {
  const current = await readRememberedLogin();
  if (current.username === null || current.username.username.toLowerCase() !== username.toLowerCase()) return;
  await rememberLogin('username', { username: current.username.username, password: newPassword });
}
