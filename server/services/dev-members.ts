import { eq } from 'drizzle-orm';
import { contractKinds, type ContractKind } from '../../contract';
import { demoSiteCode } from '../constants';
import type { Database } from '../db/database';
import { members } from '../db/schema';
import type { DevMemberRequest } from '../schemas/dev-controls';
import { offerContract, pendingContractKinds, withdrawPendingContracts } from './contracts';
import { findMemberByAccount } from './members';

export type DevMemberOutcome =
  | { kind: 'updated'; member: { account: string; type: number; toUpline: string | null; vipLevel: string | null; pendingContracts: ContractKind[] } }
  | { kind: 'noMember' }
  | { kind: 'noUpline' };

/** `PUT /dev/members/:account` (server/schemas/dev-controls.ts): changes a demo member in place. */
export async function updateDevMember(db: Database, account: string, change: DevMemberRequest, now: Date): Promise<DevMemberOutcome> {
  return db.transaction(async (tx): Promise<DevMemberOutcome> => {
    const member = await findMemberByAccount(tx, demoSiteCode, account);
    if (!member) return { kind: 'noMember' };
    let toUpline = member.toUpline;
    if (change.toUpline !== undefined) {
      const upline = change.toUpline === null ? undefined : await findMemberByAccount(tx, demoSiteCode, change.toUpline);
      if (change.toUpline !== null && (!upline || upline.id === member.id)) return { kind: 'noUpline' };
      toUpline = upline?.account ?? null;
    }
    const [updated] = await tx
      .update(members)
      .set({ type: change.type ?? member.type, toUpline, vipLevel: change.vipLevel === undefined ? member.vipLevel : change.vipLevel })
      .where(eq(members.id, member.id))
      .returning();
    if (!updated) return { kind: 'noMember' };
    if (change.pendingContracts !== undefined) {
      const wanted = new Set(change.pendingContracts);
      await withdrawPendingContracts(tx, member.id, contractKinds.filter((kind) => !wanted.has(kind)));
      for (const kind of contractKinds) {
        if (wanted.has(kind)) await offerContract(tx, member.id, kind, now);
      }
    }
    return {
      kind: 'updated',
      member: {
        account: updated.account,
        type: updated.type,
        toUpline: updated.toUpline,
        vipLevel: updated.vipLevel,
        pendingContracts: await pendingContractKinds(tx, member.id),
      },
    };
  });
}
