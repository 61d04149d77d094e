import { eq } from 'drizzle-orm';
import { demoSiteCode } from '../../../server/constants';
import type { Database } from '../../../server/db/database';
import { wallets } from '../../../server/db/schema';
import { centsOf } from '../../../server/lib/money';
import { findMemberByAccount } from '../../../server/services/members';

/** The id of a seeded account of the demo site. */
export async function memberIdOf(db: Database, account: string): Promise<number> {
  const member = await findMemberByAccount(db, demoSiteCode, account);
  if (!member) throw new Error(`no ${account}`);
  return member.id;
}

/** A wallet's balance in cents, read from the database. */
export async function balanceCentsOf(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
  return centsOf(row?.balance ?? 'missing');
}
