import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ActivityScreen() {
  return <NotAvailableYet />;
}
