import { z } from 'zod/mini';
import { cdnPathSchema } from './content';

/*
 * The member's own area (accounts §2 member centre, §3; shell-and-content §4 message icon, §7):
 * head icons, messages, announcements read state, VIP levels and the help centre.
 */

const boundedText = (max: number) => z.string().check(z.maxLength(max));
const positiveId = z.number().check(z.int(), z.positive());
/** A positive id as a query or form field carries it. */
export const idTextSchema = z.string().check(z.regex(/^[1-9]\d{0,9}$/));
const pageNumberText = z.string().check(z.regex(/^[1-9]\d{0,4}$/));
const pageSizeText = z.string().check(z.regex(/^[1-9]\d?$/));

/** One head icon the platform offers; `imageUrl` is relative to an image CDN. */
export const headIconSchema = z.object({ id: positiveId, imageUrl: cdnPathSchema });
export type HeadIcon = z.infer<typeof headIconSchema>;

/** `GET /wps/member/info/icon`: the member's icon (null: none chosen yet) and the icons to pick from. */
export const headIconsSchema = z.object({ current: z.nullable(positiveId), icons: z.array(headIconSchema) });
export type HeadIcons = z.infer<typeof headIconsSchema>;

/** `POST /wps/member/info/icon`, form-encoded (accounts §7): `iconId`. The answer is `headIconsSchema`. */
export const headIconChangeSchema = z.object({ iconId: idTextSchema });

/** `GET` unread message count: a plain number in `data.value` (accounts §3). */
export const unreadCountSchema = z.number().check(z.int(), z.nonnegative());

export const messagePageSize = 20;
/** `GET` message list query. */
export const messageListQuerySchema = z.object({ pageNo: z.optional(pageNumberText), pageSize: z.optional(pageSizeText) });

/** One message of the member's inbox; `content` is operator HTML, sanitised before rendering. */
export const messageSchema = z.object({
  id: positiveId,
  title: boundedText(200),
  content: boundedText(20_000),
  /** Epoch milliseconds. */
  sentAt: z.number().check(z.int(), z.nonnegative()),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET` message list: newest first, a page past the end is empty; `unreadCount` counts every page. */
export const messagePageSchema = z.object({
  content: z.array(messageSchema),
  pageNum: z.number().check(z.int(), z.positive()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
  unreadCount: unreadCountSchema,
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** `POST` read (JSON body): marks one message (or announcement) read; reading it again changes nothing. */
export const markReadSchema = z.object({ id: positiveId });
/** The answer to a read: the unread count after it. */
export const markReadResponseSchema = z.object({ id: positiveId, unreadCount: unreadCountSchema });

/**
 * `GET` a member's announcements with their read state (`/m/notice`, `/m/member/notice?types=`,
 * agent home): the content call's query (`contentQuerySchema`), answered with the list and a footer.
 */
export const memberNoticeSchema = z.object({
  id: positiveId,
  type: z.enum(['A', 'PL']),
  title: boundedText(200),
  content: boundedText(20_000),
  publishedAt: z.number().check(z.int(), z.nonnegative()),
  read: z.boolean(),
});
export type MemberNotice = z.infer<typeof memberNoticeSchema>;
export const memberNoticeListSchema = z.object({
  content: z.array(memberNoticeSchema),
  /** The announcement footer (accounts §3): the unread count of this list. */
  footer: z.object({ unreadCount: unreadCountSchema }),
});
export type MemberNoticeList = z.infer<typeof memberNoticeListSchema>;

/** What one VIP level gives; amounts in the site currency, `rebatePercent` in percent. */
export const vipBenefitsSchema = z.object({
  upgradeBonus: z.number().check(z.nonnegative()),
  birthdayBonus: z.number().check(z.nonnegative()),
  monthlyBonus: z.number().check(z.nonnegative()),
  rebatePercent: z.number().check(z.nonnegative()),
  dailyWithdrawals: z.number().check(z.int(), z.nonnegative()),
});
export const vipLevelSchema = z.object({
  /** Matches `memberInfo.vipLevel`. */
  level: boundedText(32),
  name: boundedText(64),
  /** What reaching the level takes: total deposits and total valid bets. */
  minDeposit: z.number().check(z.nonnegative()),
  minTurnover: z.number().check(z.nonnegative()),
  benefits: vipBenefitsSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;
/** `GET` VIP levels, lowest first, with the member's level (null: none yet). */
export const vipLevelsSchema = z.object({ currentLevel: z.nullable(boundedText(32)), levels: z.array(vipLevelSchema) });
export type VipLevels = z.infer<typeof vipLevelsSchema>;

/** Help centre query (shell-and-content §7): device MOBILE and the current language. */
export const helpListQuerySchema = z.object({ device: z.literal('MOBILE'), language: boundedText(16) });
/** One help article's title, in its category; the list is in display order. */
export const helpTopicSchema = z.object({ id: positiveId, category: boundedText(80), title: boundedText(200) });
export type HelpTopic = z.infer<typeof helpTopicSchema>;
export const helpListSchema = z.array(helpTopicSchema);
/** Help article query: `id`, device and language. */
export const helpDetailQuerySchema = z.object({ id: idTextSchema, device: z.literal('MOBILE'), language: boundedText(16) });
/** One help article; `content` is operator HTML. */
export const helpArticleSchema = z.object({
  id: positiveId,
  category: boundedText(80),
  title: boundedText(200),
  content: boundedText(50_000),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
