import type { SessionInfo } from '../../../contract';
import { useAgentSession } from '../../app/routeSession';
import { OwnPageHeader } from '../shell/OwnPageHeader';
import { AgentAnnouncements } from './AgentAnnouncements';
import { AgentFooter } from './AgentFooter';
import { AgentSummary } from './AgentSummary';
import { AgentTiles } from './AgentTiles';
import { useNow } from './clock';
import { localIsoDate } from './greeting';
import { TeamCounters } from './TeamCounters';
import { useAgentHomeLoad } from './useAgentHomeLoad';
import './agentHome.css';

/**
 * The agent home (accounts §2, §4): greeting, balance, today's team counters, the tiles the
 * merchant allows, the agent announcements and the agent's footer. Its route lets agents only in.
 */
export function AgentHomeScreen() {
  const session = useAgentSession();
  return (
    <>
      <OwnPageHeader backTo="/m/home" />
      <AgentHome session={session} />
    </>
  );
}

function AgentHome({ session }: { session: SessionInfo }) {
  const today = localIsoDate(useNow());
  const { wallet, unreadMail, teamKpi, notices } = useAgentHomeLoad(session, today);
  return (
    <>
      <main className="page agenthome">
        <AgentSummary userName={session.userName} wallet={wallet} />
        <TeamCounters teamKpi={teamKpi} />
        <AgentAnnouncements notices={notices} />
        <AgentTiles unreadMail={unreadMail} />
      </main>
      <AgentFooter />
    </>
  );
}
