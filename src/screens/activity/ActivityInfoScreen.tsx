import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ActivityInfoScreen() {
  return <NotAvailableYet />;
}
