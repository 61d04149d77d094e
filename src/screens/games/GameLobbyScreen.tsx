import { NotAvailableYet } from '../../ui/NotAvailableYet';

export function GameLobbyScreen() {
  return <NotAvailableYet />;
}
