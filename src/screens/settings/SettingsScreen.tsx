import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useIsSignedIn } from '../../app/hooks';
import { useSignOut, useSignOutInProgress } from '../../app/useSignOut';
import './settings.css';

/**
 * Settings (accounts §2): back, a change-password entry and sign-out. The route already sends a
 * guest to /m/home; a tap after the session ended on this page goes to /m/login.
 */
export function SettingsScreen() {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const signOut = useSignOut('settings');
  const signingOut = useSignOutInProgress();

  const toLoginIfSignedOut = (event: MouseEvent) => {
    if (signedIn) return;
    event.preventDefault();
    void navigate({ to: '/m/login' });
  };

  return (
    <main className="page settings">
      <ul className="settings__list">
        <li>
          <Link to="/m/changePsw" className="settings__entry" onClick={toLoginIfSignedOut}>
            <span>
              <Trans>Change password</Trans>
            </span>
            <svg className="settings__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        </li>
      </ul>
      <button
        type="button"
        className="button button--block settings__sign-out"
        aria-busy={signingOut}
        onClick={(event) => {
          toLoginIfSignedOut(event);
          if (!event.defaultPrevented) signOut();
        }}
      >
        <Trans>Sign out</Trans>
      </button>
    </main>
  );
}
