import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function HelpCenterScreen() {
  return <NotAvailableYet />;
}
