import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DividendsScreen() {
  return <NotAvailableYet />;
}
