import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function RegisterScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Register`} backTo="/m/home" />;
}
