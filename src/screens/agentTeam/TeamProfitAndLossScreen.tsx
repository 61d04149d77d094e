import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamProfitAndLossScreen() {
  return <NotAvailableYet />;
}
