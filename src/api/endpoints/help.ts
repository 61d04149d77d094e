import { apiPaths, helpArticleSchema, helpListSchema } from '../../../contract';
import { callPlatform } from '../client';

/* The help centre (shell-and-content §7): always asked with device MOBILE and the language on screen. */

const device = 'MOBILE';

/** The help topics' titles in display order, each in its category. */
export function fetchHelpList(language: string) {
  return callPlatform(apiPaths.helpList, helpListSchema, { query: { device, language } });
}

/** One help article with its HTML. */
export function fetchHelpArticle(id: number, language: string) {
  return callPlatform(apiPaths.helpDetail, helpArticleSchema, { query: { id: String(id), device, language } });
}
