import { useQuery } from '@tanstack/react-query';
import { memberInfoQuery } from '../../api/memberQueries';
import { useDownloadBarActor, useSession, useStartupInfo } from '../../app/hooks';
import { useDownloadOffered } from '../../ui/download/useDownloadOffered';
import { visibleMenu, visibleTiles, type GateFacts, type MemberFacts } from './memberCentreGates';

/**
 * What both member-centre layouts show (accounts §2): who is looking, the member info, and the
 * tiles and menu entries the gates open for them.
 */
export function useMemberCentre() {
  const session = useSession();
  const site = useStartupInfo();
  const bar = useDownloadBarActor();
  const downloadOffered = useDownloadOffered(bar);
  const info = useQuery({ ...memberInfoQuery(session?.token ?? ''), enabled: session !== null });
  // The member info is the platform's word on type and upline; until it is in, the session's type.
  const member: MemberFacts =
    session === null ? null : { type: info.data?.type ?? session.type, toUpline: info.data?.toUpline ?? null };
  const facts: GateFacts = { site, member, downloadOffered };
  return {
    session,
    site,
    bar,
    info,
    newLayout: site.mobileTemplate.mem_cen === '1',
    menu: visibleMenu(facts),
    tiles: visibleTiles(facts),
  };
}

export type MemberCentre = ReturnType<typeof useMemberCentre>;
