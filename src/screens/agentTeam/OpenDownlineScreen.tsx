import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function OpenDownlineScreen() {
  return <NotAvailableYet />;
}
