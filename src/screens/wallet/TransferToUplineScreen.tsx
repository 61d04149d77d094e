import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TransferToUplineScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Transfer to upline`} />;
}
