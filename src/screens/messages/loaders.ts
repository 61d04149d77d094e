import { messagePageQuery } from '../../api/inboxQueries';
import { settled } from '../../app/guards';
import type { RouterContext } from '../../app/routerContext';

/**
 * The inbox's first page, waited for so the list shows at once; a failure is the screen's to show
 * with its retry, under the page's own header.
 */
export async function loadInbox({ auth, queryClient }: RouterContext): Promise<void> {
  const { session } = (await settled(auth)).context;
  if (session === null) return;
  await queryClient.ensureQueryData(messagePageQuery(session.token, 1)).catch(() => undefined);
}
