import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function DividendsScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Dividends`} />;
}
