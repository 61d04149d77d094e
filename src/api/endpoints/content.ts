import {
  apiPaths,
  contentListSchema,
  downloadLinkListSchema,
  homeContentGroup,
  hotMatchListSchema,
  winnerListSchema,
  type ContentType,
} from '../../../contract';
import { callPlatform } from '../client';

/** Announcements and banners of the given types for home (shell-and-content §3 notice request). */
export function fetchContent(types: readonly ContentType[], merchantCode: string) {
  return callPlatform(apiPaths.content, contentListSchema, {
    query: { types: types.join(','), groupName: homeContentGroup, platform: 'M', merchantCode },
  });
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
