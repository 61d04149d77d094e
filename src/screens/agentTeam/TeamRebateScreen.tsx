import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamRebateScreen() {
  return <NotAvailableYet />;
}
