import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function HourlySalaryContractScreen() {
  return <NotAvailableYet />;
}
