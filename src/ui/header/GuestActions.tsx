import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useStartupInfo } from '../../app/hooks';

/** A guest's way in: log in, and register when the site allows direct registration (DIRECTREG3). */
export function GuestActions() {
  const { whitelabel } = useStartupInfo();
  return (
    <div className="guest-actions">
      <Link to="/m/login" className="button button--small button--primary">
        <Trans>Log in</Trans>
      </Link>
      {whitelabel.DIRECTREG3 && (
        <Link to="/m/register" className="button button--small">
          <Trans>Register</Trans>
        </Link>
      )}
    </div>
  );
}
