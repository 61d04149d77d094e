import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function WithdrawRecordScreen() {
  return <NotAvailableYet />;
}
