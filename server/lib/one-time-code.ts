import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from './tokens';

/** A uniformly random code of `length` decimal digits. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

/** `salt$sha256(salt:code)`: codes are stored only like this. */
export function hashCode(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${sha256Hex(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = Buffer.from(sha256Hex(`${salt}:${code.trim()}`), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
