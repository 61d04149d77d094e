import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import { ChevronIcon, EntryIcon } from './icons';
import type { MenuEntry } from './memberCentreGates';
import { useGuestGate } from './useGuestGate';

type Props = { entries: readonly MenuEntry[]; layout: 'list' | 'grid' };

/**
 * The member menu (accounts §2): the entries the gates open, as a list (base layout) or a grid of
 * tiles (new layout). A guest's tap opens the login popup instead.
 */
export function MemberMenu({ entries, layout }: Props) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const guestGate = useGuestGate();
  if (entries.length === 0) return null;
  return (
    <nav className={`mc-menu mc-menu--${layout}`} aria-label={t`Member menu`}>
      <ul className="mc-menu__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className="mc-menu__entry" onClick={guestGate(entry.to)}>
              <span className="mc-menu__icon">
                <EntryIcon name={entry.key} />
              </span>
              <span className="mc-menu__label">{i18n._(entry.label)}</span>
              {layout === 'list' && (
                <span className="mc-menu__chevron">
                  <ChevronIcon />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
