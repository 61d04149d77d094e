import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import { Link, useMatch } from '@tanstack/react-router';
import { BackButton } from '../../ui/header/BackButton';
import { MessageIcon } from './MessageIcon';
import { SettingsIcon } from './icons';
import { useGuestGate } from './useGuestGate';

/**
 * The member centre's own top bar (accounts §2): back (to /m/home, the route's chrome), the title,
 * the message icon and settings. A guest's settings tap opens the login popup.
 */
export function MemberCentreHeader() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const guestGate = useGuestGate();
  const chrome = useMatch({ strict: false, select: (match) => match.staticData.chrome });
  if (chrome === undefined) throw new Error('A page header outside a page route');
  return (
    <header className="page-header mc-header">
      <BackButton to={chrome.backTo} />
      <span className="page-header__spacer" aria-hidden="true" />
      <h1 className="page-header__title">{i18n._(chrome.title)}</h1>
      <MessageIcon />
      <Link to="/m/set" className="icon-button mc-header__settings" aria-label={t`Settings`} onClick={guestGate('/m/set')}>
        <SettingsIcon />
      </Link>
    </header>
  );
}
