import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ChangePasswordScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Change password`} />;
}
