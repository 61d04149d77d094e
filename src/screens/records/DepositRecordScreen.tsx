import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DepositRecordScreen() {
  return <NotAvailableYet />;
}
