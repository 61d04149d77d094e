import { z } from 'zod/mini';
import { cdnPathSchema } from './content';

/*
 * Games and vendors (shell-and-content §2 Popular games, §3 game item and vendor, §7 calls). Image
 * fields are paths relative to an image CDN, as in content.ts.
 */

const boundedText = (max: number) => z.string().check(z.maxLength(max));

/**
 * Game categories (`gameType`) as the platform names them. HOT is the client's tab of hot games;
 * ESPORTS and COCKFIGHT are tabs the client splits out of SPORTS by vendor (`esportsVendor`,
 * `cockfightVendors`).
 */
export const gameCategories = ['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT'] as const;
export const gameCategorySchema = z.enum(gameCategories);
export type GameCategory = (typeof gameCategories)[number];

/** §3 game codes: the e-sport vendor and the cockfight vendor (which no list shows, §2). */
export const esportsVendor = 'TF';
export const hiddenVendor = 'DS88';
/** The SPORTS vendors the client shows under its COCKFIGHT tab (§2); DS88 among them but hidden. */
export const cockfightVendors = ['DS88', 'RSTR'] as const;
/** §4 prize mode: an ELOTT entry with this vendor puts lotteries in the e-lottery mode. */
export const eLotteryVendor = 'TCG_LOTTO_VN';

/** One game (§3 game item). Node ids are strings everywhere, favourites included. */
export const gameItemSchema = z.object({
  nodeId: boundedText(64),
  gameName: z.nullable(boundedText(120)),
  nodeName: z.nullable(boundedText(120)),
  /** The vendor's code. */
  vassalage: boundedText(32),
  gameType: gameCategorySchema,
  gameId: z.nullable(boundedText(64)),
  roomId: z.nullable(boundedText(64)),
  showIcon: z.nullable(cdnPathSchema),
  iconUrl: z.nullable(cdnPathSchema),
  mobileLargeIcon: z.nullable(cdnPathSchema),
  mobileSmallIcon: z.nullable(cdnPathSchema),
  gameClassify: z.nullable(boundedText(32)),
  gameClassifyNew: z.nullable(boundedText(32)),
  /** How it can be played: Tradition and/or Entertainment. */
  supportPlay: boundedText(32),
  /** The smallest stake, in the site currency. */
  minBet: z.number().check(z.nonnegative()),
  isNew: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

export const gamePageSize = 26;
export const gameMaxPageSize = 60;

/** §5 minimum bet filter options (besides all, which sends none). */
export const minBetOptions = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/**
 * `GET` game list (§7) parameters; pages count from 1. `gameName` matches a part of the name,
 * ignoring case and accents; `minBet` keeps the games that can be played with that stake (their
 * minimum bet is at most it); `gameClassify` matches gameClassify or gameClassifyNew.
 */
export const gameListQuerySchema = z.object({
  gameType: z.optional(gameCategorySchema),
  vassalage: z.optional(boundedText(32)),
  gameName: z.optional(boundedText(60)),
  gameClassify: z.optional(boundedText(32)),
  isNew: z.optional(z.literal('1')),
  minBet: z.optional(z.enum(minBetOptions)),
  pageNo: z.optional(z.string().check(z.regex(/^[1-9]\d{0,4}$/))),
  pageSize: z.optional(
    z.string().check(z.regex(/^[1-9]\d?$/), z.refine((size) => Number(size) <= gameMaxPageSize, { error: 'pageSize.tooLarge' })),
  ),
  language: z.optional(boundedText(16)),
  merchant: z.optional(boundedText(32)),
  platform: z.optional(z.literal('html5')),
  clientType: z.optional(z.literal('2')),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** `GET` game list (§7), one page. */
export const gameListResponseSchema = z.object({
  games: z.array(gameItemSchema),
  pageNum: z.number().check(z.int(), z.positive()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/** `GET` hot games (§7, §9: isPlatform 2, platform html5); `gameType` narrows them to one category. */
export const hotGameQuerySchema = z.object({
  gameType: z.optional(gameCategorySchema),
  isPlatform: z.optional(z.literal('2')),
  platform: z.optional(z.literal('html5')),
  language: z.optional(boundedText(16)),
  merchantCode: z.optional(boundedText(32)),
});
export type HotGameQuery = z.infer<typeof hotGameQuerySchema>;

/** Hot games, hottest first. */
export const hotGameListSchema = z.array(gameItemSchema);

/** `GET` vendor game types (§7). */
export const vendorGameTypeQuerySchema = z.object({
  typeId: z.optional(z.literal('1')),
  merchant_code: z.optional(boundedText(32)),
});

/** `GET` all vassalages (§7). */
export const vassalageQuerySchema = z.object({ merchant_code: z.optional(boundedText(32)) });

/** `GET` vendor sorting and mapping (§7: parameters not shown; the client sends its language). */
export const vendorInfoQuerySchema = z.object({
  language: z.optional(boundedText(16)),
  merchantCode: z.optional(boundedText(32)),
});

/** `GET` vendor game types (§7, typeId 1): the site's categories in its order, which the home tabs follow. */
export const gameTypeListSchema = z.array(gameCategorySchema);

/** A vendor (§3): its code, display name, logo, and the categories it has games in. */
export const vendorSchema = z.object({
  vassalage: boundedText(32),
  name: boundedText(80),
  mobileSmallIcon: cdnPathSchema,
  gameTypes: z.array(gameCategorySchema),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorListSchema = z.array(vendorSchema);

/** A vendor's entry under a category (§3 vendor info `vendorNames`). */
export const vendorEntrySchema = z.object({
  gameType: gameCategorySchema,
  vassalage: boundedText(32),
  accountTypeName: boundedText(80),
});
export type VendorEntry = z.infer<typeof vendorEntrySchema>;

/**
 * §3 vendor info: `sorting` is the categories in the site's order, each with its vendors in order;
 * `mapping` is the vendor entries per category, which the home tabs show.
 */
export const vendorInfoSchema = z.object({
  sorting: z.array(z.object({ gameCategory: gameCategorySchema, vendorNames: z.array(vendorEntrySchema) })),
  mapping: z.partialRecord(gameCategorySchema, z.array(vendorEntrySchema)),
});
export type VendorInfo = z.infer<typeof vendorInfoSchema>;

/** A page of the app to come back to, e.g. `/m/home` or `/m/gameList?gameType=RNG`. */
export const inAppPathSchema = z.string().check(z.maxLength(300), z.regex(/^\/m(\/[\w\-./?=&%]*)?$/));

/**
 * A vendor's lobby (§2 home tabs: a sports, e-sports, cockfight, live or lottery vendor is one
 * lobby): launched with this as both gameId and nodeId, it opens the vendor's lobby, which the
 * reference platform stands in for with the vendor's first room.
 */
export const vendorLobby = 'lobby';

/** A game's node id as lists, favourites and recent games carry it: always a string (§3). */
export const nodeIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

const pageNumberText = z.string().check(z.regex(/^[1-9]\d{0,4}$/));
const pageSizeText = z.string().check(
  z.regex(/^[1-9]\d?$/),
  z.refine((size) => Number(size) <= gameMaxPageSize, { error: 'pageSize.tooLarge' }),
);

/** §9 page sizes: favourites 26, recent games 25 (the game list's is `gamePageSize`). */
export const favouritePageSize = 26;
export const recentPageSize = 25;

/**
 * `GET` favourite game list (§7: token, pageNo, gameType, pageSize, language): the member's
 * favourites, the latest added first; `vassalage` narrows them to one vendor (the game list's FAV
 * class with a vendor chosen).
 */
export const favouriteListQuerySchema = z.object({
  pageNo: z.optional(pageNumberText),
  pageSize: z.optional(pageSizeText),
  gameType: z.optional(gameCategorySchema),
  vassalage: z.optional(boundedText(32)),
  language: z.optional(boundedText(16)),
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuerySchema>;

/** §3 favourite list response: content, pageNum, totalPages (a page past the end is empty). */
export const favouriteListResponseSchema = z.object({
  content: z.array(gameItemSchema),
  pageNum: z.number().check(z.int(), z.positive()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
});
export type FavouriteListResponse = z.infer<typeof favouriteListResponseSchema>;

/** `GET` favourite games (§7): the node ids of every favourite of the member, for the tiles' toggles. */
export const favouriteIdsSchema = z.array(nodeIdSchema);

/**
 * `POST` add favourite (JSON body) and `DELETE` remove favourite (query): nodeId and vendor (§7).
 * Adding a favourite already there changes nothing; removing one that is not there neither.
 */
export const favouriteChangeSchema = z.object({ nodeId: nodeIdSchema, vendor: boundedText(32) });
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;

/** What add and remove answer: the game and whether it is now a favourite. */
export const favouriteStateSchema = z.object({ nodeId: nodeIdSchema, favourite: z.boolean() });

/** `GET` recent game list (§7: page, pageSize, gameType, language, clientType 2), newest first. */
export const recentListQuerySchema = z.object({
  page: z.optional(pageNumberText),
  pageSize: z.optional(pageSizeText),
  gameType: z.optional(gameCategorySchema),
  language: z.optional(boundedText(16)),
  clientType: z.optional(z.literal('2')),
});
export type RecentListQuery = z.infer<typeof recentListQuerySchema>;

/** The recent game list answers like the favourite list: content, pageNum, totalPages. */
export const recentListResponseSchema = favouriteListResponseSchema;
export type RecentListResponse = FavouriteListResponse;

/** `GET` add recent game (§7): a launch already records it; this is the platform's own call for it. */
export const recentAddQuerySchema = favouriteChangeSchema;
/** What add recent game answers: the game now first in the member's recent games. */
export const recentAddResponseSchema = z.object({ nodeId: nodeIdSchema });

/**
 * §4 prize mode of the lotteries: the e-lottery mode when the site lists an e-lottery vendor
 * (`eLotteryVendor`, or one called LOTT) under ELOTT, otherwise the lottery mode.
 */
export const prizeModes = ['LOTTERY', 'ELOTTERY'] as const;
export const prizeModeSchema = z.enum(prizeModes);
export type PrizeMode = (typeof prizeModes)[number];

/** `GET` lottery list (§7: prizeMode). */
export const lotteryListQuerySchema = z.object({ prizeMode: prizeModeSchema, language: z.optional(boundedText(16)) });

/**
 * A lottery draw a player can open. `code` is what a lottery launch names (its room id). The
 * lottery mode lists the LOTT draws; the e-lottery mode every draw, ELOTT first, since the e-lottery
 * platform runs both.
 */
export const lotterySchema = z.object({
  code: boundedText(64),
  name: boundedText(120),
  vassalage: boundedText(32),
  vendorName: boundedText(80),
  gameType: z.enum(['LOTT', 'ELOTT']),
  nodeId: nodeIdSchema,
  icon: z.nullable(cdnPathSchema),
  /** Minutes between draws. */
  drawMinutes: z.number().check(z.int(), z.positive()),
});
export type Lottery = z.infer<typeof lotterySchema>;
export const lotteryListSchema = z.array(lotterySchema);

/** `GET` game menus (§7): every category in the site's order, its vendors and game classes. */
export const gameMenusQuerySchema = z.object({ language: z.optional(boundedText(16)), merchantCode: z.optional(boundedText(32)) });

export const gameMenuVendorSchema = z.object({
  vassalage: boundedText(32),
  name: boundedText(80),
  mobileSmallIcon: cdnPathSchema,
  /** How many games of the category the vendor has. */
  gameCount: z.number().check(z.int(), z.nonnegative()),
  /** The classes (gameClassify) of the vendor's games of the category, in catalogue order. */
  classes: z.array(boundedText(32)),
});
export type GameMenuVendor = z.infer<typeof gameMenuVendorSchema>;

export const gameMenuSchema = z.object({
  gameType: gameCategorySchema,
  /** The classes of the category's games, in catalogue order, for the class tabs. */
  classes: z.array(boundedText(32)),
  vendors: z.array(gameMenuVendorSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenusSchema = z.array(gameMenuSchema);

/**
 * A lottery launch (§2 /m/launchGame: playType=trad, prize_mode, code, default lobby, pageBack=home):
 * `code` names a draw of the list of that prize mode; `lobby` opens the first one.
 */
export const lotteryLaunchQuerySchema = z.object({
  playType: z.literal('trad'),
  prize_mode: prizeModeSchema,
  code: boundedText(64),
  back: z.optional(inAppPathSchema),
});
export type LotteryLaunchQuery = z.infer<typeof lotteryLaunchQuerySchema>;

/**
 * Launch (§7): vendor, gameId (roomId), nodeId and the flag that skips the vendor's choice; `back`
 * is where the game's way out leads (default `/m/home`). `vendorLobby` as gameId and nodeId
 * launches the vendor's lobby instead of one game.
 */
export const gameLaunchQuerySchema = z.object({
  vendor: boundedText(32),
  gameId: boundedText(64),
  nodeId: boundedText(64),
  skipChoice: z.optional(z.enum(['0', '1'])),
  back: z.optional(inAppPathSchema),
});
export type GameLaunchQuery = z.infer<typeof gameLaunchQuerySchema>;

/** `GET` launch: one game (or a vendor's lobby), or a lottery. */
export const launchGameQuerySchema = z.union([gameLaunchQuerySchema, lotteryLaunchQuerySchema]);
export type LaunchGameQuery = z.infer<typeof launchGameQuerySchema>;

/** Where the game runs: the vendor's page, opened in place of the app. */
export const launchGameResponseSchema = z.object({ url: boundedText(2000) });
export type LaunchGameResponse = z.infer<typeof launchGameResponseSchema>;
