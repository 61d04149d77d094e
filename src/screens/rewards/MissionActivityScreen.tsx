import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MissionActivityScreen() {
  return <NotAvailableYet />;
}
