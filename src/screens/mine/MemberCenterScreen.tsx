import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MemberCenterScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Member center`} backTo="/m/home" />;
}
