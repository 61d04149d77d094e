import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MyRebateScreen() {
  return <NotAvailableYet />;
}
