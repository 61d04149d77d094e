import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function SlotsScreen() {
  return <NotAvailableYet />;
}
