import { randomBytes } from 'node:crypto';
import type { FreeplayResponse } from '../../contract';
import { trialMemberType } from '../../contract';
import { trialSiteCode, trialStartingBalance } from '../constants';
import type { PlatformContext } from '../context';
import { members } from '../db/schema';
import { centsOf } from '../lib/money';
import { openWallet } from './ledger';
import { openSession } from './sessions';

/** Not a scrypt hash, so no password ever verifies: trial accounts cannot log in by name. */
const noPassword = '!';

/** A fresh trial member on the trial merchant with play money, and a trial session for it. */
export async function startFreeplay(ctx: PlatformContext): Promise<FreeplayResponse> {
  const now = ctx.now();
  const member = await ctx.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const account = `trial_${randomBytes(4).toString('hex').slice(0, 6)}`;
      const [created] = await tx
        .insert(members)
        .values({ merchantCode: trialSiteCode, account, passwordHash: noPassword, type: trialMemberType, regDate: now, lastLoginAt: now })
        .onConflictDoNothing()
        .returning({ id: members.id, account: members.account });
      if (created) {
        await openWallet(tx, created.id, now, centsOf(trialStartingBalance));
        return created;
      }
    }
    throw new Error('could not find a free trial account name');
  });
  const token = await openSession(ctx, { memberId: member.id, merchantCode: trialSiteCode, trial: true, device: 'H5' });
  return { token, userName: member.account, customerType: trialMemberType, merchantCode: trialSiteCode, trial: 1 };
}
