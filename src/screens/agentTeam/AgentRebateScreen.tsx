import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function AgentRebateScreen() {
  return <NotAvailableYet />;
}
