import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ProfitAndLossScreen() {
  return <NotAvailableYet />;
}
