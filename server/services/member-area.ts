import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  messagePageSize,
  vipBenefitsSchema,
  type ContentType,
  type HelpArticle,
  type HelpTopic,
  type MemberNotice,
  type MemberNoticeList,
  type MessagePage,
  type VipLevels,
} from '../../contract';
import type { Database } from '../db/database';
import { helpArticles, memberMessages, noticeReads, vipLevels } from '../db/schema';
import { helpLanguages, type HelpLanguage } from '../db/seed-member-area';
import { announcements } from './content';

/*
 * The member's own area (accounts §2, §3; shell-and-content §4, §7): the inbox, announcements with
 * read state, VIP levels and the help centre.
 */

export async function unreadMessageCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

/** One page of the inbox, newest first; a page past the end is empty. */
export async function messagePage(db: Database, memberId: number, query: { pageNo?: string; pageSize?: string }): Promise<MessagePage> {
  const pageNum = Number(query.pageNo ?? '1');
  const pageSize = Number(query.pageSize ?? messagePageSize);
  const rows = await db
    .select()
    .from(memberMessages)
    .where(eq(memberMessages.memberId, memberId))
    .orderBy(desc(memberMessages.sentAt), desc(memberMessages.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(memberMessages).where(eq(memberMessages.memberId, memberId));
  return {
    content: rows.map((row) => ({ id: row.id, title: row.title, content: row.content, sentAt: row.sentAt.getTime(), read: row.readAt !== null })),
    pageNum,
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
    unreadCount: await unreadMessageCount(db, memberId),
  };
}

/** Marks the member's message read (again: no change); undefined when the member has no such message. */
export async function markMessageRead(db: Database, memberId: number, id: number, now: Date): Promise<number | undefined> {
  const [message] = await db
    .select({ id: memberMessages.id })
    .from(memberMessages)
    .where(and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId)));
  if (!message) return undefined;
  await db
    .update(memberMessages)
    .set({ readAt: now })
    .where(and(eq(memberMessages.id, id), isNull(memberMessages.readAt)));
  return unreadMessageCount(db, memberId);
}

/** The announcement types that are member notices; agent announcements (A) only for agents. */
function noticeTypes(asked: readonly ContentType[], viewerIsAgent: boolean): Set<'A' | 'PL'> {
  const types = new Set<'A' | 'PL'>();
  for (const type of asked) {
    if (type === 'PL' || (type === 'A' && viewerIsAgent)) types.add(type);
  }
  return types;
}

/** The site's notices of the asked types, in the operator's order, with the member's read state. */
export async function memberNotices(
  db: Database,
  merchantCode: string,
  memberId: number,
  asked: readonly ContentType[],
  viewerIsAgent: boolean,
): Promise<MemberNoticeList> {
  const types = noticeTypes(asked, viewerIsAgent);
  const items = (await announcements.read(db, merchantCode)).flatMap((item) =>
    item.type === 'A' || item.type === 'PL' ? (types.has(item.type) ? [{ ...item, type: item.type }] : []) : [],
  );
  const read = await readNoticeIds(db, memberId, items.map((item) => item.id));
  const content: MemberNotice[] = items.map((item) => ({
    id: item.id,
    type: item.type,
    title: item.title,
    content: item.content,
    publishedAt: item.publishedAt,
    read: read.has(item.id),
  }));
  return { content, footer: { unreadCount: content.filter((notice) => !notice.read).length } };
}

async function readNoticeIds(db: Database, memberId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: noticeReads.noticeId })
    .from(noticeReads)
    .where(and(eq(noticeReads.memberId, memberId), inArray(noticeReads.noticeId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Marks a notice the member may see read (again: no change); undefined when there is no such notice.
 * The answer's unread count is over the notices of its type (A or PL) the member sees: what the
 * list of that type (`/m/member/notice?types=A`, `/m/notice`) and the agent home's badge count.
 */
export async function markNoticeRead(
  db: Database,
  merchantCode: string,
  memberId: number,
  id: number,
  viewerIsAgent: boolean,
  now: Date,
): Promise<number | undefined> {
  const visible = await memberNotices(db, merchantCode, memberId, ['A', 'PL'], viewerIsAgent);
  const notice = visible.content.find((candidate) => candidate.id === id);
  if (!notice) return undefined;
  await db.insert(noticeReads).values({ memberId, noticeId: id, readAt: now }).onConflictDoNothing();
  return visible.content.filter((other) => other.type === notice.type && !other.read && other.id !== id).length;
}

/** The site's VIP levels, lowest first, with the member's own. */
export async function vipLevelList(db: Database, merchantCode: string, currentLevel: string | null): Promise<VipLevels> {
  const rows = await db.select().from(vipLevels).where(eq(vipLevels.merchantCode, merchantCode)).orderBy(asc(vipLevels.sortOrder));
  return {
    currentLevel,
    levels: rows.map((row) => ({
      level: row.level,
      name: row.name,
      minDeposit: Number(row.minDeposit),
      minTurnover: Number(row.minTurnover),
      benefits: vipBenefitsSchema.parse(row.benefits),
    })),
  };
}

/** `EN`, `TY` or `PT` for a language code in any case (`ty`, `pt-BR`); anything else reads English. */
export function helpLanguage(language: string): HelpLanguage {
  const code = language.trim().slice(0, 2).toUpperCase();
  return helpLanguages.find((candidate) => candidate === code) ?? 'EN';
}

type HelpRow = typeof helpArticles.$inferSelect;

/** Each article once, in the language when written in it, else in English. */
function inLanguage(rows: readonly HelpRow[], language: HelpLanguage): HelpRow[] {
  const chosen = new Map<number, HelpRow>();
  for (const row of rows) {
    const current = chosen.get(row.id);
    if (row.language === language || (current === undefined && row.language === 'EN')) chosen.set(row.id, row);
  }
  return [...chosen.values()].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

export async function helpTopics(db: Database, merchantCode: string, language: string): Promise<HelpTopic[]> {
  const wanted = helpLanguage(language);
  const rows = await db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantCode, merchantCode), inArray(helpArticles.language, ['EN', wanted])));
  return inLanguage(rows, wanted).map((row) => ({ id: row.id, category: row.category, title: row.title }));
}

export async function helpArticle(db: Database, merchantCode: string, id: number, language: string): Promise<HelpArticle | undefined> {
  const wanted = helpLanguage(language);
  const rows = await db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantCode, merchantCode), eq(helpArticles.id, id), inArray(helpArticles.language, ['EN', wanted])));
  const [row] = inLanguage(rows, wanted);
  return row ? { id: row.id, category: row.category, title: row.title, content: row.content } : undefined;
}
