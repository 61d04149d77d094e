import { DownloadPrompts } from '../../ui/download/DownloadPrompts';
import { GuestPrompt } from './GuestPrompt';
import { benefitsOpen } from './memberCentreGates';
import { MemberBalance } from './MemberBalance';
import { MemberInfoPanel } from './MemberInfoPanel';
import { MemberMenu } from './MemberMenu';
import { QuickTiles } from './QuickTiles';
import type { MemberCentre } from './useMemberCentre';

type Props = { centre: MemberCentre; now: number };

/** The base member centre (mobileTemplate.mem_cen other than "1"): the panel, a row of tiles, the menu as a list. */
export function BaseMemberCentre({ centre, now }: Props) {
  const { session, info, site, tiles, menu, bar } = centre;
  return (
    <main className="page mc mc--base">
      {session === null ? (
        <GuestPrompt />
      ) : (
        <MemberInfoPanel token={session.token} info={info} toBenefits={benefitsOpen(site)} now={now} />
      )}
      <QuickTiles tiles={tiles} bar={bar} className="mc-tiles mc-tiles--row" />
      <MemberMenu entries={menu} layout="list" />
      {bar !== undefined && <DownloadPrompts bar={bar} />}
    </main>
  );
}

/**
 * The new member centre (mem_cen "1"): a card with the panel, the total balance and the tiles,
 * then the menu as a grid of tiles. The same data and gates as the base one.
 */
export function NewMemberCentre({ centre, now }: Props) {
  const { session, info, site, tiles, menu, bar } = centre;
  return (
    <main className="page mc mc--new">
      <div className="mc-card">
        {session === null ? (
          <GuestPrompt />
        ) : (
          <MemberInfoPanel token={session.token} info={info} toBenefits={benefitsOpen(site)} now={now} className="mc-panel mc-panel--card">
            <MemberBalance token={session.token} />
          </MemberInfoPanel>
        )}
        <QuickTiles tiles={tiles} bar={bar} className="mc-tiles mc-tiles--card" />
      </div>
      <MemberMenu entries={menu} layout="grid" />
      {bar !== undefined && <DownloadPrompts bar={bar} />}
    </main>
  );
}
