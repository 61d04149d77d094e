import { z } from 'zod/mini';
import { resourceSchema } from './site';

/*
 * What home shows (shell-and-content §2, §3, §7): announcements and banners by content type, hot
 * matches, the winner board and the download links. Image fields are paths relative to an image CDN
 * of the start-up information (`imageCDNs`; the client picks one at random), never full URLs, so a
 * site moves CDN without touching its content.
 */

const boundedText = (max: number) => z.string().check(z.maxLength(max));
/** An image path relative to an image CDN, e.g. `banner/3.svg`; every segment starts with a letter or digit (no `..`). */
export const cdnPathSchema = z.string().check(z.maxLength(300), z.regex(/^[a-z0-9][\w.-]*(\/[a-z0-9][\w.-]*)*$/i));

/** Content types: Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR, Help H. */
export const contentTypes = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type ContentType = (typeof contentTypes)[number];

/**
 * Who a pop-up announcement is for (§4): group A is logged-in users and group B visitors; F is
 * logged-in users on their first login only.
 */
export const popupExecutions = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];

/** The promotions a pop-up's button can open; each is an in-app page (`promotionPaths`). */
export const promotionTypes = ['REWARD', 'MISSION', 'REFERRAL', 'ACTIVITY'] as const;
export type PromotionType = (typeof promotionTypes)[number];
export const promotionPaths = {
  REWARD: '/m/rewardCenter',
  MISSION: '/m/activity',
  REFERRAL: '/m/inviteFriends',
  ACTIVITY: '/m/activity',
} as const satisfies Record<PromotionType, string>;

/** One announcement, banner or pop-up of the content service. */
export const contentItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  type: z.enum(contentTypes),
  title: boundedText(200),
  /** HTML written by the operator: the client sanitises it (DOMPurify) before rendering. */
  content: boundedText(20_000),
  /** Banners: the picture. */
  imageUrl: z.nullable(cdnPathSchema),
  /** Banners: where a tap goes, an in-app path (`/m/…`) or an http(s) link; null: nowhere. */
  url: z.nullable(boundedText(500)),
  /** Pop-ups: who sees it (`popupExecutions`). */
  execution: z.nullable(z.enum(popupExecutions)),
  /** Pop-ups: the promotion the button opens, for logged-in users only; null: no button. */
  promotionType: z.nullable(z.enum(promotionTypes)),
  /** Epoch milliseconds. */
  publishedAt: z.number().check(z.int(), z.nonnegative()),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentListSchema = z.array(contentItemSchema);

/** `B,PL,PU`: one or more content types, comma-separated. */
const contentTypePattern = `(${contentTypes.join('|')})`;
const contentTypeListPattern = new RegExp(`^${contentTypePattern}(,${contentTypePattern})*$`);

/** The content call's parameters (§3 notice request), with the types as a comma-separated list. */
export const contentQuerySchema = z.object({
  types: z.string().check(z.regex(contentTypeListPattern)),
  groupName: z.optional(boundedText(64)),
  platform: z.optional(z.enum(['M', 'P'])),
  merchantCode: z.optional(boundedText(32)),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;
export const homeContentGroup = 'm_home';

/** A featured match (§3); a tap launches it in the vendor's game, skipping the choice. */
export const hotMatchSchema = z.object({
  vendor: boundedText(32),
  roomId: boundedText(64),
  nodeId: boundedText(64),
  league: boundedText(120),
  /** Kick-off, epoch milliseconds; shown as MM/DD HH:mm. */
  matchTime: z.number().check(z.int(), z.nonnegative()),
  homeTeam: boundedText(80),
  awayTeam: boundedText(80),
  homeTeamImageUrl: cdnPathSchema,
  awayTeamImageUrl: cdnPathSchema,
});
export type HotMatch = z.infer<typeof hotMatchSchema>;
export const hotMatchListSchema = z.array(hotMatchSchema);

/** A recent big win for the winner board, sorted by `vo.winAmount` descending by the client. */
export const winnerSchema = z.object({
  vo: z.object({
    /** Masked by the platform, e.g. `lu***ar`. */
    userName: boundedText(40),
    gameName: boundedText(120),
    vassalage: boundedText(32),
    winAmount: z.number().check(z.nonnegative()),
  }),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnerListSchema = z.array(winnerSchema);

/** The download links (§3 download link entry), the same entries as the start-up `resources`. */
export const downloadLinkListSchema = z.array(resourceSchema);

/** The lists `PUT /dev/content/:kind` replaces for the demo site, by kind. */
export const contentKinds = ['banners', 'announcements', 'hotMatches', 'downloadLinks', 'winners'] as const;
export type ContentKind = (typeof contentKinds)[number];
