import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function HelpDetailScreen() {
  return <NotAvailableYet />;
}
