import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function TeamBettingScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Team betting`} />;
}
