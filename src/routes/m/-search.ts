import { z } from 'zod/mini';
import { gameCategories, idTextSchema, inAppPathSchema } from '../../../contract';
import { gameListTabs, minBets } from '../../../machines/support/gameListFilters';
import { safeReturnPath } from '../../app/returnPath';

/**
 * Query parameters of the pages that take them (shell-and-content §2, accounts §2). A value
 * that does not fit falls back to its default instead of failing the page: links come from
 * banners and old bookmarks. The router parses `?a=1` as the number 1, so text accepts numbers.
 */
const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
const optionalText = z.catch(z.optional(text), undefined);

/** `/m/login?redirect=/m/launchGame?…`: where a guest comes back to after logging in. */
export const loginSearch = z.object({
  redirect: z.catch(z.optional(z.pipe(z.string(), z.transform((value: string) => safeReturnPath(value)))), undefined),
});

/** A value of a known set, given as text or as the number the router turned it into (`minBet=0.1`). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.catch(z.optional(z.pipe(text, z.enum(choices))), undefined);
const optionalShortText = (max: number) => z.catch(z.optional(z.pipe(text, z.string().check(z.minLength(1), z.maxLength(max)))), undefined);

/**
 * `/m/gameList?gameType=&tab=&classify=&vassalage=&minBet=&gameName=` (shell-and-content §2 Game
 * list): the list's filters and tab, so back, forward, reload and a shared link show the same
 * list. `favouriteNode` and `favouriteVendor` name a game a guest tried to favourite: after login
 * the list adds it.
 */
export const gameListSearch = z.object({
  gameType: optionalChoice(gameCategories),
  tab: optionalChoice(gameListTabs),
  classify: optionalShortText(32),
  vassalage: optionalShortText(32),
  minBet: optionalChoice(minBets),
  gameName: optionalShortText(60),
  favouriteNode: optionalShortText(64),
  favouriteVendor: optionalShortText(32),
});
export type GameListSearch = z.infer<typeof gameListSearch>;

/**
 * `/m/launchGame?vendor=&gameId=&nodeId=&skipChoice=1&back=` (a game, shell-and-content §7), or
 * `?playType=trad&prize_mode=&code=lobby&pageBack=home` (lottery launches).
 */
export const launchGameSearch = z.object({
  vendor: optionalText,
  gameId: optionalText,
  nodeId: optionalText,
  skipChoice: z.catch(z.optional(z.enum(['0', '1'])), undefined),
  back: z.catch(z.optional(inAppPathSchema), undefined),
  playType: z.catch(z.optional(z.literal('trad')), undefined),
  prize_mode: optionalText,
  code: z.catch(z._default(text, 'lobby'), 'lobby'),
  pageBack: z.catch(z.optional(z.literal('home')), undefined),
});
export type LaunchGameSearch = z.infer<typeof launchGameSearch>;

/** `/m/transaction/record?types=` (agent tiles: types=A). */
export const recordTypesSearch = z.object({
  types: optionalText,
});

/** `/m/member/notice?types=`: agent (A, the page's default) or player (PL) announcements. */
export const noticeTypesSearch = z.object({
  types: optionalChoice(['A', 'PL']),
});
export const defaultNoticeType = 'A';

/** `/m/helpDetail?id=`: the article; an id that is no positive number is no article. */
export const helpDetailSearch = z.object({
  id: z.catch(z.optional(z.pipe(z.pipe(text, idTextSchema), z.transform((id: string) => Number(id)))), undefined),
});

/** `/m/startLottery?code=`: the draw to start; without one, the lottery lobby. */
export const startLotterySearch = z.object({
  code: optionalText,
});

/** `/m/gameLobby?vendor=&gameType=`: one vendor's lobby, of one category when it has several. */
export const gameLobbySearch = z.object({
  vendor: optionalText,
  gameType: optionalText,
});
