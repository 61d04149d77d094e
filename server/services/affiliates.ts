import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { affiliateCodes, members } from '../db/schema';

/**
 * An active invitation code of the site, with the agent who owns it. A code bound to a domain is
 * valid only when the registration comes from that domain.
 */
export async function findAffiliate(db: Database, merchantCode: string, code: string, domain: string | undefined) {
  const normalised = code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,32}$/.test(normalised)) return undefined;
  const [row] = await db
    .select({ code: affiliateCodes.code, domain: affiliateCodes.domain, agentAccount: members.account })
    .from(affiliateCodes)
    .innerJoin(members, eq(members.id, affiliateCodes.memberId))
    .where(and(eq(affiliateCodes.code, normalised), eq(affiliateCodes.merchantCode, merchantCode), eq(affiliateCodes.active, true)));
  if (!row) return undefined;
  if (row.domain !== null && row.domain.toLowerCase() !== (domain ?? '').trim().toLowerCase()) return undefined;
  return { code: row.code, agentAccount: row.agentAccount };
}
