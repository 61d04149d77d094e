import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamProfitAndLossScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Team profit and loss`} />;
}
