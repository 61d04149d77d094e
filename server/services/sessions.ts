import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { ActiveSession, PlatformContext } from '../context';
import { sessions } from '../db/schema';
import { newToken, sha256Hex } from '../lib/tokens';

export interface NewSession {
  memberId: number;
  merchantCode: string;
  trial: boolean;
  device: string;
}

/** Expired rows are kept a day so a late call still hears "expired" rather than "not logged in". */
export const expiredRowGraceMs = 24 * 60 * 60 * 1000;

export async function openSession(ctx: PlatformContext, session: NewSession): Promise<string> {
  const now = ctx.now();
  const token = newToken();
  await ctx.db.delete(sessions).where(lt(sessions.absoluteExpiresAt, new Date(now.getTime() - expiredRowGraceMs)));
  await ctx.db.insert(sessions).values({
    ...session,
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + ctx.sessionMaxSeconds * 1000),
  });
  return token;
}

export type Authentication =
  | { kind: 'active'; session: ActiveSession }
  | { kind: 'unknown' }
  | { kind: 'expired' };

/** Looks the token up and, when still valid, slides its idle expiry forward. */
export async function authenticate(ctx: PlatformContext, token: string): Promise<Authentication> {
  const tokenHash = sha256Hex(token);
  const [row] = await ctx.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  if (!row) return { kind: 'unknown' };
  const now = ctx.now();
  const idleExpiresAt = row.lastSeenAt.getTime() + ctx.sessionIdleSeconds * 1000;
  if (now.getTime() >= idleExpiresAt || now.getTime() >= row.absoluteExpiresAt.getTime()) return { kind: 'expired' };
  await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  return {
    kind: 'active',
    session: {
      token,
      tokenHash,
      memberId: row.memberId,
      merchantCode: row.merchantCode,
      trial: row.trial,
      idleExpiresAt: new Date(
        Math.min(now.getTime() + ctx.sessionIdleSeconds * 1000, row.absoluteExpiresAt.getTime()),
      ),
    },
  };
}

/** True when a session with this token existed (valid or expired). */
export async function closeSession(ctx: PlatformContext, token: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length > 0;
}

/** Ends every session of a member, or every one but `keepTokenHash`; returns how many ended. */
export async function closeMemberSessions(ctx: Pick<PlatformContext, 'db'>, memberId: number, keepTokenHash?: string): Promise<number> {
  const where = keepTokenHash
    ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, keepTokenHash))
    : eq(sessions.memberId, memberId);
  const ended = await ctx.db.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Deletes the sessions of everyone that expired, idle or absolutely, more than the grace ago; returns how many. */
export async function purgeExpiredSessions(ctx: Pick<PlatformContext, 'db' | 'now' | 'sessionIdleSeconds'>): Promise<number> {
  const graceStart = ctx.now().getTime() - expiredRowGraceMs;
  const purged = await ctx.db
    .delete(sessions)
    .where(
      or(
        lt(sessions.absoluteExpiresAt, new Date(graceStart)),
        lt(sessions.lastSeenAt, new Date(graceStart - ctx.sessionIdleSeconds * 1000)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return purged.length;
}
