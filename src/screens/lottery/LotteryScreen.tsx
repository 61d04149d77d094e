import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function LotteryScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Lottery`} />;
}
