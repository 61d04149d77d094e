import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function RewardCenterScreen() {
  return <NotAvailableYet />;
}
