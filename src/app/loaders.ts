import { memberInfoQuery, walletQuery } from '../api/queries';
import { settled } from './guards';
import type { RouterContext } from './routerContext';

/**
 * Home's header shows a member's name and total balance (shell-and-content §2). Neither failing
 * fails home: the header says so where the figure would be.
 */
export async function loadMemberSummary({ auth, queryClient }: RouterContext): Promise<void> {
  const { session } = (await settled(auth)).context;
  if (session === null) return;
  await Promise.allSettled([
    queryClient.ensureQueryData(memberInfoQuery(session.token)),
    queryClient.ensureQueryData(walletQuery(session.token)),
  ]);
}
