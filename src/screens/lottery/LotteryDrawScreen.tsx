import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function LotteryDrawScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Lottery draw`} />;
}
