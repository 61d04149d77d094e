import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function AgentAnnouncementsScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Agent announcements`} />;
}
