import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function LotteryDrawScreen() {
  return <NotAvailableYet />;
}
