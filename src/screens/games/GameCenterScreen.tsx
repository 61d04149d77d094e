import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function GameCenterScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Game center`} />;
}
