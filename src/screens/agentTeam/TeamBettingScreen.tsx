import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamBettingScreen() {
  return <NotAvailableYet />;
}
