import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamManagementScreen() {
  return <NotAvailableYet />;
}
