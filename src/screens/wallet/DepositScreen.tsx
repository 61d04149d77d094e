import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DepositScreen() {
  return <NotAvailableYet />;
}
