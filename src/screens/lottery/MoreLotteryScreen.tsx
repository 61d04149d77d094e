import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MoreLotteryScreen() {
  return <NotAvailableYet />;
}
