import type { MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsSignedIn, useStartupInfo } from '../../app/hooks';
import { isNativeAppShell, isTallScreenIPhone } from '../../platform/device';
import { useDeviceFact } from '../../platform/useHydrated';
import { BottomBar } from '../BottomBar';
import { useLoginPopup } from '../loginPopup/useLoginPopup';
import { ActivityIcon, DepositIcon, HomeIcon, MembersIcon } from './icons';
import { ServiceLink } from './ServiceLink';
import { TabLink } from './TabLink';
// Its rules (./footer.css) come with the entry, src/main.tsx, written into the page: the server's markup draws the bar with them.

/**
 * The footer (shell-and-content §2): Home, Activity, Deposit in the centre, 7x24 service and
 * Members. Deposit and Members need a session: a guest gets the login popup instead.
 */
export function Footer() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const loginPopup = useLoginPopup();
  const { customerService } = useStartupInfo();
  // The native shell on a tall iPhone draws its home indicator over the page: a taller footer.
  const tall = useDeviceFact(() => isNativeAppShell() && isTallScreenIPhone(), false);
  // A guest logging in from the popup lands where they were going.
  const forMember = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) return;
    event.preventDefault();
    loginPopup.open(to);
  };
  return (
    <>
      <footer className="site-footer">
        <p>
          <Trans>all rights reserved 2019-2025</Trans>
        </p>
      </footer>
      <BottomBar label={t`Main menu`} tall={tall}>
        <ul className="tabbar__list">
          <li>
            <TabLink to="/m/home" label={t`Home`} icon={<HomeIcon />} />
          </li>
          <li>
            <TabLink to="/m/activity" label={t`Activity`} icon={<ActivityIcon />} />
          </li>
          <li>
            <TabLink to="/m/voucherCenter" label={t`Deposit`} icon={<DepositIcon />} centre onClick={forMember('/m/voucherCenter')} />
          </li>
          <li>
            <ServiceLink href={customerService.messagingUrl} label={t`7x24 service`} />
          </li>
          <li>
            <TabLink to="/m/mine" label={t`Members`} icon={<MembersIcon />} onClick={forMember('/m/mine')} />
          </li>
        </ul>
      </BottomBar>
    </>
  );
}
