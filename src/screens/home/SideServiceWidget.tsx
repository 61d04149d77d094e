import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadLinksQuery } from '../../api/contentQueries';
import type { DownloadBarActorRef } from '../../app/actorRefs';
import { useIsSignedIn, useStartupInfo } from '../../app/hooks';
import { isNativeAppShell, isTallScreenIPhone } from '../../platform/device';
import { readServiceWidgetCollapsed, writeServiceWidgetCollapsed } from '../../platform/serviceWidget';
import { useDeviceFact } from '../../platform/useHydrated';
import { ChevronIcon, DownloadIcon, FacebookIcon, GiftIcon, TelegramIcon } from '../../ui/download/icons';
import { safeHref, safeLink } from '../../ui/download/links';
import { useDownloadOffered } from '../../ui/download/useDownloadOffered';
import { ServiceIcon } from '../../ui/footer/icons';
import { useLoginPopup } from '../../ui/loginPopup/useLoginPopup';
import './sideServiceWidget.css';

/**
 * The side service widget on home (shell-and-content §2): the referral shortcut (REFERRAL on),
 * customer-service chat, the Telegram and Facebook links of the download-link list, and the
 * install popup while the download bar offers something. It floats at the thumb's side above the
 * footer menu, folded to its toggle until the user opens it: open, it would cover the right-hand
 * column of home.
 */
export function SideServiceWidget({ bar }: { bar: DownloadBarActorRef | undefined }) {
  const { t } = useLingui();
  const listId = useId();
  const startup = useStartupInfo();
  const { promotions, customerService } = startup;
  const { data: links } = useQuery(downloadLinksQuery(startup));
  const offered = useDownloadOffered(bar);
  // Folded at first; then as the user last left it in this visit (the browser's storage).
  const [toggled, setCollapsed] = useState<boolean | null>(null);
  const stored = useDeviceFact(() => readServiceWidgetCollapsed() ?? true, true);
  const collapsed = toggled ?? stored;
  // The native shell on a tall iPhone raises the footer menu (Footer.tsx): the widget stays above it.
  const tall = useDeviceFact(() => isNativeAppShell() && isTallScreenIPhone(), false);

  const chatHref = safeHref(customerService.onlineServiceUrl) ?? safeHref(customerService.messagingUrl);
  const telegram = safeLink(links, 'TELEGRAM');
  const telegram2 = safeLink(links, 'TELEGRAM2');
  const facebook = safeLink(links, 'FACEBOOK');
  const items: ReactNode[] = [
    promotions.REFERRAL === true && <ReferralItem key="referral" />,
    chatHref !== null && <ExternalItem key="chat" href={chatHref} label={t`Customer service chat`} icon={<ServiceIcon />} />,
    telegram !== null && <ExternalItem key="telegram" href={telegram} label={t`Telegram`} icon={<TelegramIcon />} />,
    telegram2 !== null && <ExternalItem key="telegram2" href={telegram2} label={t`Telegram 2`} icon={<TelegramIcon />} />,
    facebook !== null && <ExternalItem key="facebook" href={facebook} label={t`Facebook`} icon={<FacebookIcon />} />,
    offered && bar !== undefined && (
      <li key="download">
        <button type="button" className="sidesvc__item sidesvc__item--download" onClick={() => bar.send({ type: 'user.openInstallPopup' })}>
          <DownloadIcon />
          <span className="visually-hidden">
            <Trans>Download the app</Trans>
          </span>
        </button>
      </li>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;

  const toggle = () => {
    writeServiceWidgetCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  return (
    <nav className={tall ? 'sidesvc sidesvc--tall' : 'sidesvc'} aria-label={t`Quick service`}>
      <ul id={listId} className="sidesvc__list" hidden={collapsed}>
        {items}
      </ul>
      <button type="button" className="sidesvc__toggle" aria-expanded={!collapsed} aria-controls={listId} onClick={toggle}>
        {/* Folded, it shows what it holds (service); open, the way to fold it. */}
        {collapsed ? <ServiceIcon /> : <ChevronIcon />}
        <span className="visually-hidden">
          <Trans>Quick service</Trans>
        </span>
      </button>
    </nav>
  );
}

function ExternalItem({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <li>
      <a className="sidesvc__item" href={href} target="_blank" rel="noopener">
        {icon}
        <span className="visually-hidden">
          {label} <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </li>
  );
}

/** Invite friends needs a session (shell-and-content §6): a guest gets the login popup, then lands there. */
function ReferralItem() {
  const signedIn = useIsSignedIn();
  const loginPopup = useLoginPopup();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) return;
    event.preventDefault();
    loginPopup.open('/m/inviteFriends');
  };
  return (
    <li>
      <Link to="/m/inviteFriends" className="sidesvc__item" onClick={onClick}>
        <GiftIcon />
        <span className="visually-hidden">
          <Trans>Invite friends</Trans>
        </span>
      </Link>
    </li>
  );
}
