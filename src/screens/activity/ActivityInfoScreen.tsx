import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ActivityInfoScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Activity details`} />;
}
