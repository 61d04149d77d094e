import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function CustomerServiceScreen() {
  return <NotAvailableYet />;
}
