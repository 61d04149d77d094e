import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ProfitAndLossScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Profit and loss`} />;
}
