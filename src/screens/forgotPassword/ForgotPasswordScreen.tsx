import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ForgotPasswordScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Forgot password`} />;
}
