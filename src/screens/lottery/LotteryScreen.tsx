import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function LotteryScreen() {
  return <NotAvailableYet />;
}
