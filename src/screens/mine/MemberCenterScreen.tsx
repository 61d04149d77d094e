import { MemberCentreHeader } from './MemberCentreHeader';
import { BaseMemberCentre, NewMemberCentre } from './MemberCentreLayouts';
import { useMemberCentre } from './useMemberCentre';
import './memberCentre.css';

/**
 * The member center (accounts §2): its own top bar, then the base or the new layout as the site's
 * mobile template says (mem_cen "1": the new one). A type-4 member's offline toast is the shell's
 * (every page of the member area).
 */
export function MemberCenterScreen() {
  const centre = useMemberCentre();
  // Whole days since joining count to the time the page renders.
  const now = Date.now();
  return (
    <>
      <MemberCentreHeader />
      {centre.newLayout ? <NewMemberCentre centre={centre} now={now} /> : <BaseMemberCentre centre={centre} now={now} />}
    </>
  );
}
