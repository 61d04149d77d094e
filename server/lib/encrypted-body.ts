import type { Context } from 'hono';
import { encryptionHeader, encryptionScheme, errorCodes } from '../../contract';
import { messages } from '../constants';
import type { PlatformContext } from '../context';
import { decryptCompact } from './jwe';
import { fail, invalidRequest } from './respond';
import { refuseControlCharacters } from './validate';

export type EncryptedJson = { ok: true; value: unknown } | { ok: false; response: Response };

/** Login and registration bodies arrive as a compact JWE marked by the Encryption header. */
export async function readEncryptedJson(c: Context, ctx: PlatformContext): Promise<EncryptedJson> {
  if (c.req.header(encryptionHeader)?.toUpperCase() !== encryptionScheme) {
    return { ok: false, response: fail(c, 400, errorCodes.decryptFailed, messages.decryptFailed) };
  }
  const decrypted = await decryptCompact(await c.req.text(), ctx.key);
  if (!decrypted.ok) return { ok: false, response: fail(c, 400, errorCodes.decryptFailed, messages.decryptFailed) };
  let value: unknown;
  try {
    value = JSON.parse(decrypted.plaintext);
  } catch {
    return { ok: false, response: invalidRequest(c, 'body', 'Invalid body: the decrypted payload is not JSON') };
  }
  const refused = refuseControlCharacters(c, value);
  return refused ? { ok: false, response: refused } : { ok: true, value };
}
