import type { Chrome } from '../../screens/shell/chrome';
import { BackBar } from './BackBar';
import { BalanceNotice } from './BalanceNotice';
import type { HeaderClaim } from './headerSlot';
import { HomeBar } from './HomeBar';
import './header.css';

type Props = { chrome: Chrome; claim: HeaderClaim | undefined };

/** The shell's header (shell-and-content §2): none, home's, or back with the page's title. */
export function AppHeader({ chrome, claim }: Props) {
  if (chrome.header === 'hidden') return null;
  return (
    <header className="app-header">
      {chrome.header === 'home' ? <HomeBar /> : <BackBar title={claim?.title} backTo={claim?.backTo ?? chrome.backTo} />}
      <BalanceNotice />
    </header>
  );
}
