import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function CustomerServiceScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Customer service`} />;
}
