import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function AccountRecordScreen() {
  return <NotAvailableYet />;
}
