import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function GameListScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Games`} />;
}
