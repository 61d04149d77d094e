import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function SettingsScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Settings`} />;
}
