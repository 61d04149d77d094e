import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural } from '@lingui/react/macro';
import type { MemberInfo } from '../../../contract';
import { QueryContent } from '../../ui/QueryContent';
import { HeadIconButton } from './HeadIconButton';
import { ChevronIcon } from './icons';
import { wholeDaysSince } from './memberCentreGates';

type Props = {
  token: string;
  info: UseQueryResult<MemberInfo>;
  /** VIP benefits are on: the panel leads to them (accounts §2). */
  toBenefits: boolean;
  /** The time the days are counted to (epoch ms). */
  now: number;
  /** The new layout's card puts the balance under the panel. */
  children?: ReactNode;
  className?: string;
};

/**
 * The logged-in member's info panel (accounts §2): head icon, account name, VIP level label when
 * there is one, and how many whole days ago they joined.
 */
export function MemberInfoPanel({ token, info, toBenefits, now, children, className = 'mc-panel' }: Props) {
  return (
    <section className={className}>
      <QueryContent query={info} loadingClass="mc-panel__pending" messageClass="mc-panel__pending">
        {(member) => (
          <>
            <div className="mc-panel__row">
              <HeadIconButton token={token} headIcon={member.headIcon} />
              <PanelText toBenefits={toBenefits}>
                <span className="mc-panel__name">{member.account}</span>
                {member.vipLevel !== null && <span className="mc-panel__vip">{member.vipLevel}</span>}
                <span className="mc-panel__days">
                  <JoinedDaysAgo days={wholeDaysSince(member.regDate, now)} />
                </span>
              </PanelText>
            </div>
            {children}
          </>
        )}
      </QueryContent>
    </section>
  );
}

function PanelText({ toBenefits, children }: { toBenefits: boolean; children: ReactNode }) {
  if (!toBenefits) return <div className="mc-panel__text">{children}</div>;
  return (
    <Link to="/m/member/benefits" className="mc-panel__text mc-panel__link">
      {children}
      <span className="mc-panel__chevron">
        <ChevronIcon />
      </span>
    </Link>
  );
}

function JoinedDaysAgo({ days }: { days: number }) {
  return <Plural value={days} _0="Joined today" one="Joined # day ago" other="Joined # days ago" />;
}
