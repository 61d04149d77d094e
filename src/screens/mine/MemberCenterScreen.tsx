import { NotAvailableYet } from '../../ui/NotAvailableYet';
import { OwnPageHeader } from '../shell/OwnPageHeader';

/** The member center (accounts §2): its back arrow goes to /m/home. */
export function MemberCenterScreen() {
  return (
    <>
      <OwnPageHeader backTo="/m/home" />
      <NotAvailableYet />
    </>
  );
}
