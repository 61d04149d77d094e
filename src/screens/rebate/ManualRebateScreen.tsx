import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function ManualRebateScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Manual rebate`} />;
}
