import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MessageCenterScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Message center`} />;
}
