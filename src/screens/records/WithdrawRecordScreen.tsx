import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function WithdrawRecordScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Withdraw record`} />;
}
