import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { unreadMessageCountQuery } from '../../api/memberQueries';
import { useSession } from '../../app/hooks';
import { useLoginPopup } from '../../ui/loginPopup/useLoginPopup';
import './messageIcon.css';

/**
 * The message icon (shell-and-content §4): to the message centre, with a red dot while the unread
 * count is above 0. A guest's tap opens the login popup, which lands on the message centre.
 */
export function MessageIcon() {
  const { t } = useLingui();
  const session = useSession();
  const loginPopup = useLoginPopup();
  const token = session?.token ?? '';
  const { data: unread = 0 } = useQuery({ ...unreadMessageCountQuery(token), enabled: session !== null });
  const dot = session !== null && unread > 0;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (session !== null) return;
    event.preventDefault();
    loginPopup.open('/m/webEmail');
  };
  return (
    <Link to="/m/webEmail" className="icon-button msgicon" onClick={onClick} aria-label={dot ? t`Messages, ${unread} unread` : t`Messages`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M4 6h16v12H4zM4 7l8 6 8-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {dot && <span className="msgicon__dot" aria-hidden="true" />}
    </Link>
  );
}
