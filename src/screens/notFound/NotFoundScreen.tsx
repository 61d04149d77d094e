import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPage } from '../startup/StatusPage';

export function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <StatusPage icon="?" title={t`Page not found`}>
      <Link to="/m/home" className="button button--primary">
        <Trans>Back to home</Trans>
      </Link>
    </StatusPage>
  );
}
