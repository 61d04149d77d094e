import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function InviteFriendsScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Invite friends`} />;
}
