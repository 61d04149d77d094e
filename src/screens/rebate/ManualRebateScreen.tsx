import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ManualRebateScreen() {
  return <NotAvailableYet />;
}
