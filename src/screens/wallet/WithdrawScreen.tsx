import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function WithdrawScreen() {
  return <NotAvailableYet />;
}
