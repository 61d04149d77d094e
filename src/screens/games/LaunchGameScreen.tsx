import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function LaunchGameScreen() {
  return <NotAvailableYet />;
}
