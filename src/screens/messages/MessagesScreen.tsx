import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MessagesScreen() {
  return <NotAvailableYet />;
}
