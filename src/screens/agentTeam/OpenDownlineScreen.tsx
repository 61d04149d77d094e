import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function OpenDownlineScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Open a downline account`} />;
}
