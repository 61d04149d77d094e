import { useId, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useIsSignedIn } from '../../app/hooks';
import { useSignOut } from '../../app/useSignOut';
import { menuPath } from '../icons/headerIcons';
import { useLoginPopup } from '../loginPopup/useLoginPopup';
import { useBalanceView } from './balance';
import { useMenuKeyboard } from './useMenuKeyboard';

type Item = { key: string; label: string; run: () => void };

/**
 * The header's popover menu (shell-and-content §2): deposit, withdraw, refresh balance,
 * hide/show balance and sign out (signed in only), help centre. A guest's money entries open the
 * login popup, as the footer's do.
 */
export function HeaderMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const loginPopup = useLoginPopup();
  const signOut = useSignOut('header');
  const { actor: balance, hiddenByUser } = useBalanceView();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onKeyDown = useMenuKeyboard({ open, menuRef, buttonRef, close });
  const forMember = (run: () => void) => (signedIn ? run : loginPopup.open);

  const items: Item[] = [
    { key: 'deposit', label: t`Deposit`, run: forMember(() => void navigate({ to: '/m/voucherCenter' })) },
    { key: 'withdraw', label: t`Withdraw`, run: forMember(() => void navigate({ to: '/m/withdraw' })) },
    { key: 'refresh', label: t`Refresh balance`, run: forMember(() => balance.send({ type: 'user.refreshBalance' })) },
    ...(signedIn
      ? [
          {
            key: 'toggle',
            label: hiddenByUser ? t`Show balance` : t`Hide balance`,
            run: () => balance.send({ type: 'user.toggleBalance' }),
          },
          { key: 'signOut', label: t`Sign out`, run: signOut },
        ]
      : []),
    { key: 'help', label: t`Help center`, run: () => void navigate({ to: '/m/help' }) },
  ];

  return (
    <div className="header-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="icon-button"
        aria-label={t`Menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d={menuPath} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className="header-menu__list" onKeyDown={onKeyDown}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="header-menu__item"
              onClick={() => {
                close(true);
                item.run();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
