import { useSession } from '../../app/hooks';
import { MemberNotices } from './MemberNotices';
import { PlayerNotices } from './PlayerNotices';

const playerTypes = ['PL'] as const;

/**
 * `/m/notice`: the player announcements. A signed-in member sees them with read state and the
 * unread footer; a guest sees them as home lists them.
 */
export function NoticeScreen() {
  const session = useSession();
  return session === null ? <PlayerNotices /> : <MemberNotices token={session.token} types={playerTypes} />;
}
