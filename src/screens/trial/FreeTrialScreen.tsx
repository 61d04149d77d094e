import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function FreeTrialScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Free trial`} />;
}
