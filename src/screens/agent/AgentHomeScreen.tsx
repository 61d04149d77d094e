import { NotAvailableYet } from '../../ui/NotAvailableYet';
import { OwnPageHeader } from '../shell/OwnPageHeader';

/** Agent home (accounts §2, home among its targets): its back arrow goes to /m/home. */
export function AgentHomeScreen() {
  return (
    <>
      <OwnPageHeader backTo="/m/home" />
      <NotAvailableYet />
    </>
  );
}
