import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function InviteFriendsScreen() {
  return <NotAvailableYet />;
}
