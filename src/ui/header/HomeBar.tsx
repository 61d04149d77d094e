import { useSession } from '../../app/hooks';
import { AccountSummary } from './AccountSummary';
import { GuestActions } from './GuestActions';
import { HeaderMenu } from './HeaderMenu';

/** The header on home (shell-and-content §2): the logo, then the member's summary or the guest's way in. */
export function HomeBar() {
  const session = useSession();
  return (
    <div className="app-header__bar">
      <span className="logo" role="img" aria-label="WinPlay">
        <span aria-hidden="true">◆ WinPlay</span>
      </span>
      <div className="app-header__end">
        {session ? <AccountSummary token={session.token} /> : <GuestActions />}
        <HeaderMenu />
      </div>
    </div>
  );
}
