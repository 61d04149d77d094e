import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function GameCenterScreen() {
  return <NotAvailableYet />;
}
