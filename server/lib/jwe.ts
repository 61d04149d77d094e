import { calculateJwkThumbprint, compactDecrypt, exportJWK, generateKeyPair, type JWK } from 'jose';
import { desc } from 'drizzle-orm';
import { z } from 'zod/mini';
import { publicJwkSchema, type PublicJwk } from '../../contract';
import type { Database } from '../db/database';
import { platformKeys } from '../db/schema';

const algorithm = 'RSA-OAEP-256';
const encryption = 'A256GCM';

const privateRsaJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  d: z.string(),
  p: z.string(),
  q: z.string(),
  dp: z.string(),
  dq: z.string(),
  qi: z.string(),
});

export interface PlatformKey {
  kid: string;
  publicJwk: PublicJwk;
  /** jose caches the imported key per JWK object, so this one object is reused for every decrypt. */
  privateJwk: JWK;
}

/** The newest stored key, or a new RSA-2048 key persisted so restarts and dev reloads keep it. */
export async function loadOrCreateKey(db: Database, now: Date): Promise<PlatformKey> {
  const existing = await newestKey(db);
  if (existing) return existing;
  const { publicKey, privateKey } = await generateKeyPair(algorithm, { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  await db
    .insert(platformKeys)
    .values({ kid, publicJwk, privateJwk: await exportJWK(privateKey), createdAt: now })
    .onConflictDoNothing();
  const stored = await newestKey(db);
  if (!stored) throw new Error('platform key was not stored');
  return stored;
}

async function newestKey(db: Database): Promise<PlatformKey | undefined> {
  const [row] = await db.select().from(platformKeys).orderBy(desc(platformKeys.createdAt)).limit(1);
  if (!row) return undefined;
  const privateJwk = privateRsaJwkSchema.parse(row.privateJwk);
  const publicJwk = publicJwkSchema.parse({ kty: 'RSA', n: privateJwk.n, e: privateJwk.e, kid: row.kid, alg: algorithm });
  return { kid: row.kid, publicJwk, privateJwk: { ...privateJwk, alg: algorithm } };
}

export type DecryptResult = { ok: true; plaintext: string } | { ok: false };

/** Compact JWE, RSA-OAEP-256 key wrapping and A256GCM content encryption only. */
export async function decryptCompact(jwe: string, key: PlatformKey): Promise<DecryptResult> {
  try {
    const { plaintext } = await compactDecrypt(jwe.trim(), key.privateJwk, {
      keyManagementAlgorithms: [algorithm],
      contentEncryptionAlgorithms: [encryption],
    });
    return { ok: true, plaintext: new TextDecoder('utf-8', { fatal: true }).decode(plaintext) };
  } catch {
    return { ok: false };
  }
}
