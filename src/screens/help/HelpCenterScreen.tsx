import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function HelpCenterScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Help center`} />;
}
