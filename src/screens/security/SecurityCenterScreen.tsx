import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function SecurityCenterScreen() {
  return <NotAvailableYet />;
}
