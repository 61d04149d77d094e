import {
  apiPaths,
  contentListSchema,
  downloadLinkListSchema,
  homeContentQuery,
  hotMatchListSchema,
  winnerListSchema,
} from '../../../contract';
import { callPlatform } from '../client';

/** Home's banners and announcements, of every type it shows (shell-and-content §3 notice request). */
export function fetchHomeContent(merchantCode: string) {
  return callPlatform(apiPaths.content, contentListSchema, { query: homeContentQuery(merchantCode) });
}

export function fetchHotMatches() {
  return callPlatform(apiPaths.hotMatches, hotMatchListSchema);
}

export function fetchWinners() {
  return callPlatform(apiPaths.winners, winnerListSchema);
}

export function fetchDownloadLinks() {
  return callPlatform(apiPaths.downloadLinks, downloadLinkListSchema);
}
