import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function RewardCenterScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Rewards center`} />;
}
