import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function NoticeScreen() {
  return <NotAvailableYet />;
}
