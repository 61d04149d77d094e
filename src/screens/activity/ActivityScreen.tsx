import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ActivityScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Activity`} />;
}
