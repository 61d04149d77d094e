import { messagePageQuery } from '../../api/inboxQueries';
import type { SessionRouteContext } from '../../app/routerContext';

/**
 * The inbox's first page, waited for so the list shows at once; a failure is the screen's to show
 * with its retry, under the page's own header.
 */
export async function loadInbox({ session, queryClient }: SessionRouteContext): Promise<void> {
  await queryClient.ensureQueryData(messagePageQuery(session.token, 1)).catch(() => undefined);
}
