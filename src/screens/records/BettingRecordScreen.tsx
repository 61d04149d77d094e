import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function BettingRecordScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Betting record`} />;
}
