import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { walletQuery } from '../../../../api/memberQueries';
import { page } from '../../../../app/pageChrome';
import { AgentHomeScreen } from '../../../../screens/agent/AgentHomeScreen';

/**
 * The agent home (accounts §2). Its load (accounts §4) starts with the wallet, here while the
 * screen's code loads; the screen starts each next call once the one before has answered.
 */
export const Route = createFileRoute('/m/_agent/agent/')({
  staticData: page(msg`Agency center`, { header: 'hidden', footer: false }),
  loader: ({ context: { session, queryClient } }) => void queryClient.prefetchQuery(walletQuery(session.token)),
  component: AgentHomeScreen,
});
