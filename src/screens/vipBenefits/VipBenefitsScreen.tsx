import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function VipBenefitsScreen() {
  return <NotAvailableYet />;
}
