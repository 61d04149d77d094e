import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamKpiFooter } from '../../../contract';
import { QueryContent } from '../../ui/QueryContent';

/** Today's four team counters from the team KPI footer (accounts §2, §4). */
export function TeamCounters({ teamKpi }: { teamKpi: UseQueryResult<TeamKpiFooter> }) {
  return (
    <section className="agenthome__team" aria-labelledby="agenthome-team">
      <h2 id="agenthome-team" className="agenthome__heading">
        <Trans>My team today</Trans>
      </h2>
      <QueryContent
        query={teamKpi}
        loadingClass="agenthome__counters agenthome__counters--loading"
        messageClass="agenthome__counters agenthome__counters--failed"
      >
        {(footer) => <Counters footer={footer} />}
      </QueryContent>
    </section>
  );
}

function Counters({ footer }: { footer: TeamKpiFooter }) {
  const { t, i18n } = useLingui();
  const counters = [
    { label: t`Logged-in members`, value: footer.teamLoginMemberCount },
    { label: t`Betting players`, value: footer.teamBetMemberCount },
    { label: t`Registered persons`, value: footer.teamRegisterMemberCount },
    { label: t`Online users`, value: footer.teamOnlineCount },
  ];
  return (
    <dl className="agenthome__counters">
      {counters.map(({ label, value }) => (
        <div key={label} className="agenthome__counter">
          <dt>{label}</dt>
          <dd>{new Intl.NumberFormat(i18n.locale).format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
