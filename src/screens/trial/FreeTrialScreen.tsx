import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function FreeTrialScreen() {
  return <NotAvailableYet />;
}
