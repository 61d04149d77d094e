import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamOverviewScreen() {
  return <NotAvailableYet />;
}
