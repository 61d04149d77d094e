import { helpArticleQuery, helpListQuery } from '../../api/inboxQueries';
import { currentLanguage } from '../../app/languageChanges';
import type { RouterContext } from '../../app/routerContext';

/*
 * The help centre in the language on screen, waited for so the page shows it at once; a failure
 * (or an unknown article) is the screen's to show.
 */

export async function loadHelpList(context: RouterContext): Promise<void> {
  await context.queryClient.ensureQueryData(helpListQuery(currentLanguage(context.language))).catch(() => undefined);
}

export async function loadHelpArticle(context: RouterContext, id: number | null): Promise<void> {
  if (id === null) return;
  await context.queryClient.ensureQueryData(helpArticleQuery(id, currentLanguage(context.language))).catch(() => undefined);
}
