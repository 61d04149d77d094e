import { useAgentSession } from '../../app/routeSession';
import { MemberNotices } from '../notice/MemberNotices';

/**
 * `/m/member/notice?types=` (accounts §2 agent home): the agent's announcements of one type (A by
 * default) with their read state; the unread footer counts down as they are read.
 */
export function AgentAnnouncementsScreen({ type }: { type: 'A' | 'PL' }) {
  const session = useAgentSession();
  return <MemberNotices token={session.token} types={[type]} />;
}
