import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type { DownloadBarActorRef } from '../../app/actorRefs';
import { useStartupInfo, useToasts } from '../../app/hooks';
import { EntryIcon } from './icons';
import { inviteFriendsOpen, type QuickTile } from './memberCentreGates';
import { useGuestGate } from './useGuestGate';

/** accounts §2, §8: without the REFERRAL promotion, invite friends shows the contact-service notice for 2 s. */
export const referralOffToastMs = 2000;

type Props = { tiles: readonly QuickTile[]; bar: DownloadBarActorRef | undefined; className: string };

/** The quick tiles (accounts §2): benefits, download, deposit, withdraw, invite friends, security. */
export function QuickTiles({ tiles, bar, className }: Props) {
  const { t } = useMacroLingui();
  return (
    <nav className={className} aria-label={t`Shortcuts`}>
      <ul className="mc-tiles__list">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <TileControl tile={tile} bar={bar} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TileControl({ tile, bar }: { tile: QuickTile; bar: DownloadBarActorRef | undefined }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const site = useStartupInfo();
  const { showToast } = useToasts();
  const guestGate = useGuestGate();
  const body = (
    <>
      <span className="mc-tile__icon">
        <EntryIcon name={tile.key} />
      </span>
      <span className="mc-tile__label">{i18n._(tile.label)}</span>
    </>
  );
  const { action } = tile;
  switch (action.kind) {
    case 'navigate':
      return (
        <Link to={action.to} className="mc-tile" onClick={guestGate(action.to)}>
          {body}
        </Link>
      );
    case 'installPopup':
      return (
        <button type="button" className="mc-tile" aria-haspopup="dialog" onClick={() => bar?.send({ type: 'user.openInstallPopup' })}>
          {body}
        </button>
      );
    case 'inviteFriends':
      if (inviteFriendsOpen(site)) {
        return (
          <Link to="/m/inviteFriends" className="mc-tile" onClick={guestGate('/m/inviteFriends')}>
            {body}
          </Link>
        );
      }
      return (
        <button
          type="button"
          className="mc-tile"
          onClick={() =>
            showToast({ message: t`To invite friends, please contact customer service.`, durationMs: referralOffToastMs })
          }
        >
          {body}
        </button>
      );
  }
}
