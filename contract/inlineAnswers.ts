import { homeContentGroup, type ContentQuery } from './content';

/**
 * Platform answers the front-end server writes into the page it serves (a JSON block with this
 * id, each value the platform's envelope): those its render of the page asked for
 * (src/entry-server.tsx), so the app hydrates with the same answers and waits for no round trip
 * for them. A page served without them (a static host, the dev server) asks as usual.
 */
export const inlineAnswersElementId = 'platform-answers';

/** Home's content (banners and announcements, shell-and-content §2), of a site: one call for all its sections. */
export function homeContentQuery(merchantCode: string): ContentQuery {
  return { types: 'B,PL,PU,H', groupName: homeContentGroup, platform: 'M', merchantCode };
}

/**
 * The key of a call's answer in the block: its path, then its query in the order given. The page
 * carries a guest's answer to a call with a query (the server has no session), so only a guest's
 * call takes it.
 */
export function inlineAnswerKey(path: string, query?: Readonly<Record<string, string | undefined>>): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}
