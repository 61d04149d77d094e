import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MessageCenterScreen() {
  return <NotAvailableYet />;
}
