import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamManagementScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Team management`} />;
}
