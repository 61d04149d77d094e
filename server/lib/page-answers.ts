import { defaultParseSearch } from '@tanstack/router-core';
import { apiPaths, homeContentQuery, inlineAnswerKey } from '../../contract';
import { gameListRequest, listPageQuery, type VendorListRequest } from '../../machines/support/gameListFilters';
import { gameListSearch } from '../../src/routes/m/-search';
import { filtersOfSearch } from '../../src/screens/games/gameList/gameListAddress';
import { isHomePath } from './first-paint';
import { pageKey } from './page-preloads';

/** The calls a page's answers carry besides the start-up information, by key, for the site it names. */
export type PageAnswerKeys = (merchantCode: string) => readonly string[];

/**
 * The game list a page opens on, as a guest sees it: a vendor list (a member's own lists need a
 * session the server does not have), in the language the app will start in on this browser
 * (server/lib/accept-language.ts's `startLanguage`).
 */
export type FirstGameList = { request: VendorListRequest; language: string; classify: string };

export function firstGameList(url: URL, language: string): FirstGameList | null {
  if (pageKey(url.pathname) !== '/m/gameList') return null;
  // Read as the app's router reads it: a validated search, unknown or bad values dropped.
  const search = gameListSearch.safeParse(defaultParseSearch(url.search));
  if (!search.success) return null;
  const filters = filtersOfSearch(search.data);
  const request = gameListRequest(filters);
  if (request.source !== 'list') return null;
  return { request, language, classify: filters.classify };
}

/** The key of the list's first page, as the app asks for it (src/api/gamePages.ts). */
export function firstPageKey({ request, language }: FirstGameList, merchantCode: string): string {
  return inlineAnswerKey(apiPaths.gameList, listPageQuery(request, 1, language, merchantCode));
}

/** The key of the game menus, as the app asks for them (src/api/endpoints/games.ts). */
export function gameMenusKey({ language }: FirstGameList, merchantCode: string): string {
  return inlineAnswerKey(apiPaths.gameMenus, { language, merchantCode });
}

/**
 * What a page carries besides the start-up information (issue 14): home its content; a game list
 * (`firstGameList`) its first page and the menus of its vendors and classes; registration its
 * rules and the dialing codes (server/lib/register-paint.ts paints its form from them).
 */
export function pageAnswerKeys(path: string, list: FirstGameList | null): PageAnswerKeys {
  if (isHomePath(path)) return (merchantCode) => [inlineAnswerKey(apiPaths.content, homeContentQuery(merchantCode))];
  if (pageKey(path) === '/m/register') return () => [apiPaths.registerSettings, apiPaths.countries];
  if (list === null) return () => [];
  return (merchantCode) => [firstPageKey(list, merchantCode), gameMenusKey(list, merchantCode)];
}
