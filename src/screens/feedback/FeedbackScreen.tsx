import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function FeedbackScreen() {
  return <NotAvailableYet />;
}
