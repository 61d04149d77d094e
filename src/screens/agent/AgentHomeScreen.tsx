import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function AgentHomeScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Agency center`} backTo="/m/home" />;
}
