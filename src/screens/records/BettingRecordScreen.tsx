import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function BettingRecordScreen() {
  return <NotAvailableYet />;
}
