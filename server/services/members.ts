import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MemberInfo, Wallet } from '../../contract';
import type { Database } from '../db/database';
import { members, wallets } from '../db/schema';
import { amountOfCents, centsOf } from '../lib/money';
import { headIconUrl } from './head-icons';
import { nationalNumber, type PhoneNumber } from './phones';

export async function findMemberByAccount(db: Database, merchantCode: string, account: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.account})`, account.trim().toLowerCase())));
  return row;
}

/** The member whose verified number this is. */
export async function findMemberByMobile(db: Database, merchantCode: string, phone: PhoneNumber) {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        eq(members.mobileVerified, true),
        eq(members.countryDialingCode, phone.countryDialingCode.trim()),
        eq(members.mobile, nationalNumber(phone.mobileNum)),
      ),
    );
  return row;
}

export async function setPasswordHash(db: Database, memberId: number, passwordHash: string): Promise<void> {
  await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
}

/** Records a login; true when it is the member's first ever. */
export async function markLoggedIn(db: Database, memberId: number, now: Date): Promise<boolean> {
  const first = await db
    .update(members)
    .set({ lastLoginAt: now })
    .where(and(eq(members.id, memberId), isNull(members.lastLoginAt)))
    .returning({ id: members.id });
  if (first.length > 0) return true;
  await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, memberId));
  return false;
}

export async function memberInfo(db: Database, memberId: number): Promise<MemberInfo | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  if (!row) return undefined;
  return {
    id: row.id,
    nickname: row.nickname,
    account: row.account,
    type: row.type,
    toUpline: row.toUpline,
    regDate: row.regDate.getTime(),
    vipLevel: row.vipLevel,
    headIcon: headIconUrl(row.headIconId),
  };
}

export async function walletBalance(db: Database, memberId: number): Promise<Wallet> {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
  return { sumBalance: amountOfCents(centsOf(row?.balance ?? '0')) };
}
