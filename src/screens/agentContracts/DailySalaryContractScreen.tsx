import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DailySalaryContractScreen() {
  return <NotAvailableYet />;
}
