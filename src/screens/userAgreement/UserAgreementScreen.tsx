import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function UserAgreementScreen() {
  return <NotAvailableYet />;
}
