import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DividendContractScreen() {
  return <NotAvailableYet />;
}
