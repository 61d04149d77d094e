import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters; a hash records its own, so they can change without breaking old hashes. */
export interface PasswordHashing {
  N: number;
  r: number;
  p: number;
}

/** One of the OWASP password-storage equivalents of N=2^17 (same strength, less memory). */
export const productionPasswordHashing: PasswordHashing = { N: 2 ** 15, r: 8, p: 3 };

/**
 * For the platform's own tests only: the same code path at a cost a test suite can pay for each
 * of its hundreds of logins. Never a default.
 */
export const testPasswordHashing: PasswordHashing = { N: 2 ** 10, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;
const marker = 'scrypt';

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function memoryFor(N: number, r: number): number {
  return 128 * N * r * 2;
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, hashing: PasswordHashing = productionPasswordHashing): Promise<string> {
  const { N, r, p } = hashing;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, { N, r, p, maxmem: memoryFor(N, r) });
  return [marker, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== marker) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!N || !r || !p || expected.length === 0 || N > 2 ** 20 || r > 32 || p > 16) return false;
  const actual = await derive(password, salt, expected.length, { N, r, p, maxmem: memoryFor(N, r) });
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();

/** Spends the same time as a real check, so unknown usernames cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string, hashing: PasswordHashing = productionPasswordHashing): Promise<false> {
  const key = `${hashing.N}$${hashing.r}$${hashing.p}`;
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(16).toString('hex'), hashing);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
