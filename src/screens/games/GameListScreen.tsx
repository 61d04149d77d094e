import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function GameListScreen() {
  return <NotAvailableYet />;
}
