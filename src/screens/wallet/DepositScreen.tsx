import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DepositScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Deposit`} />;
}
