import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function GameLobbyScreen() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Game lobby`} />;
}
