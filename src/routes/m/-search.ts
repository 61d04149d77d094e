import { z } from 'zod/mini';
import { inAppPathSchema } from '../../../contract';
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

/** `/m/gameList?gameType=&vassalage=` (a vendor's games, from its tile on home). */
export const gameListSearch = z.object({
  gameType: optionalText,
  vassalage: optionalText,
});

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

/** `/m/transaction/record?types=` and `/m/member/notice?types=` (agent tiles: types=A). */
export const recordTypesSearch = z.object({
  types: optionalText,
});
