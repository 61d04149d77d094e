import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DownloadOffer, InstallEntry } from '../../../machines/downloadBar.machine';
import { Dialog } from '../dialog/Dialog';
import { DownloadIcon } from './icons';
import { safeHref } from './links';
import './prompts.css';

type Props = { offer: DownloadOffer; onOpenGuide: () => void; onInstall: () => void; onClose: () => void };

/**
 * The install popup (shell-and-content §2): the links this device is offered, in the machine's
 * order (Android app, iOS app, iOS profile), and adding to the home screen when offered: the
 * guide on iOS, the browser's own installation elsewhere.
 */
export function InstallPopup({ offer, onOpenGuide, onInstall, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Download the app`} description={t`Choose how to install it on this phone.`} onCancel={onClose} actionsLayout="stacked">
      {offer.entries.map((entry) => (
        <InstallLink key={entry.kind} entry={entry} />
      ))}
      {offer.guide !== null && (
        <button type="button" className="button dlprompt__entry" onClick={onOpenGuide}>
          <Trans>Add to Home Screen</Trans>
        </button>
      )}
      {offer.browserInstall && (
        <button type="button" className="button dlprompt__entry" onClick={onInstall}>
          <Trans>Add to Home Screen</Trans>
        </button>
      )}
      <button type="button" className="button dialog__button--quiet" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </Dialog>
  );
}

/**
 * One entry. The Android package downloads where the page is; the App Store opens in a new tab
 * (iOS hands it to the App Store app); the profile opens where the page is, where iOS offers to
 * install it.
 */
function InstallLink({ entry }: { entry: InstallEntry }) {
  const href = safeHref(entry.url);
  if (href === null) return null;
  switch (entry.kind) {
    case 'android':
      return (
        <EntryLink href={href} download>
          <Trans>Android app</Trans>
        </EntryLink>
      );
    case 'iosApp':
      return (
        <EntryLink href={href} newTab>
          <Trans>iOS app (App Store)</Trans>
        </EntryLink>
      );
    case 'iosProfile':
      return (
        <EntryLink href={href} type="application/x-apple-aspen-config">
          <Trans>iOS app (install profile)</Trans>
        </EntryLink>
      );
  }
}

function EntryLink({
  href,
  download = false,
  newTab = false,
  type,
  children,
}: {
  href: string;
  download?: boolean;
  newTab?: boolean;
  type?: string;
  children: ReactNode;
}) {
  return (
    <a
      className="button button--primary dlprompt__entry"
      href={href}
      rel="noopener"
      target={newTab ? '_blank' : undefined}
      download={download || undefined}
      type={type}
    >
      <DownloadIcon />
      <span>{children}</span>
      {newTab && (
        <span className="visually-hidden">
          <Trans>(opens in a new tab)</Trans>
        </span>
      )}
    </a>
  );
}
