import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TransferToUplineScreen() {
  return <NotAvailableYet />;
}
