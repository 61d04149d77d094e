import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function LaunchGameScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Launch game`} />;
}
