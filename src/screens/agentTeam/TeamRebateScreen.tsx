import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamRebateScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Team rebate`} />;
}
