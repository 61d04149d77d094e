import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function AgentAnnouncementsScreen() {
  return <NotAvailableYet />;
}
