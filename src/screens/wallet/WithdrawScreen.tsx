import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function WithdrawScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Withdraw`} />;
}
