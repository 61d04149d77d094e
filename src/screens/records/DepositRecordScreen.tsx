import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DepositRecordScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Deposit record`} />;
}
