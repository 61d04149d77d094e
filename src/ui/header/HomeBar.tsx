import type { ReactNode } from 'react';
import { HeaderMenu } from './HeaderMenu';

/** The header on home (shell-and-content §2): the logo, then `account` (the member's summary or a guest's way in). */
export function HomeBar({ account }: { account: ReactNode }) {
  return (
    <div className="app-header__bar">
      <span className="logo" role="img" aria-label="WinPlay">
        <span aria-hidden="true">
          ◆<span className="logo__word"> WinPlay</span>
        </span>
      </span>
      <div className="app-header__end">
        {account}
        <HeaderMenu />
      </div>
    </div>
  );
}
