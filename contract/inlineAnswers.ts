import { apiPaths } from './paths';

/**
 * Platform answers the front-end server writes into the page it serves (a JSON block with this
 * id, keyed by path, each value the platform's envelope), so the first screen waits for no round
 * trip for them. A page served without them (a static host, the dev server) asks as usual.
 */
export const inlineAnswersElementId = 'platform-answers';

/** Calls without parameters whose answers the page can carry. */
export const inlinedPaths: readonly string[] = [apiPaths.startup];
