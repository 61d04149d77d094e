import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function MissionActivityScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Mission activity`} />;
}
