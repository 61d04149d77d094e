import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamOverviewScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Team overview`} />;
}
