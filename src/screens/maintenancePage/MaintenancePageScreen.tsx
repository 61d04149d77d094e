import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPage } from '../startup/StatusPage';

/** The service/maintenance error page as a route (shell-and-content §8), reachable by link. */
export function MaintenancePageScreen() {
  const { t } = useLingui();
  return (
    <StatusPage icon="🛠" title={t`The platform is under maintenance`}>
      <p className="muted">
        <Trans>System upgrading, please try again later</Trans>
      </p>
      <Link to="/m/home" className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </StatusPage>
  );
}
