import type { ReactNode } from 'react';
import { BackBar } from './BackBar';
import { BalanceNotice } from './BalanceNotice';
import { HomeBar } from './HomeBar';
// Its rules (./header.css) come with the entry, src/main.tsx, written into the page.

type Props = {
  kind: 'home' | 'back';
  /** The page's title, on the back header. */
  title: string | undefined;
  /** Where back goes; without it one page back (or home with no history). */
  backTo: string | undefined;
  /** The end of home's header: the member's summary or a guest's way in. */
  account: ReactNode;
};

/** The shell's header (shell-and-content §2): home's, or back with the page's title. */
export function AppHeader({ kind, title, backTo, account }: Props) {
  return (
    <header className="app-header">
      {kind === 'home' ? <HomeBar account={account} /> : <BackBar title={title} backTo={backTo} />}
      <BalanceNotice />
    </header>
  );
}
