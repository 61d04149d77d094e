import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function SecurityCenterScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Security center`} />;
}
