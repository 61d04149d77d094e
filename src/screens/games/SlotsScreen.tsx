import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function SlotsScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Slots`} />;
}
