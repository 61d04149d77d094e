import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MyRebateScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`My rebate`} />;
}
