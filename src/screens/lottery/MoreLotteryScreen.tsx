import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MoreLotteryScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`More lotteries`} />;
}
