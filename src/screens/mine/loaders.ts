import { memberInfoQuery, unreadMessageCountQuery, walletQuery } from '../../api/memberQueries';
import { settled } from '../../app/guards';
import type { RouterContext } from '../../app/routerContext';

/**
 * The member centre (accounts §2): the member info is waited for, so the panel and the gates that
 * read it (agent type, upline) show with the page and nothing moves in after; a failure is the
 * panel's to show with its retry. The balance and the unread count start here and are not waited for.
 */
export async function loadMemberCentre({ auth, queryClient }: RouterContext): Promise<void> {
  const { session } = (await settled(auth)).context;
  if (session === null) return;
  void queryClient.prefetchQuery(walletQuery(session.token));
  void queryClient.prefetchQuery(unreadMessageCountQuery(session.token));
  await queryClient.ensureQueryData(memberInfoQuery(session.token)).catch(() => undefined);
}
