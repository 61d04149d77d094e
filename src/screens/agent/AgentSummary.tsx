import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Wallet } from '../../../contract';
import { formatMoney } from '../../ui/formatMoney';
import { QueryContent } from '../../ui/QueryContent';
import { useNow } from './clock';
import { greetingAt, type Greeting } from './greeting';

type Props = { userName: string; wallet: UseQueryResult<Wallet> };

/** The greeting by the hour, the agent's name and total balance, Withdraw and Deposit (accounts §2). */
export function AgentSummary({ userName, wallet }: Props) {
  const { i18n } = useLingui();
  const greeting = greetingAt(useNow().getHours());
  return (
    <section className="agenthome__summary" aria-labelledby="agenthome-greeting">
      <h2 id="agenthome-greeting" className="agenthome__greeting">
        <GreetingText greeting={greeting} />
        <span className="agenthome__name">{userName}</span>
      </h2>
      <p className="agenthome__balance-label">
        <Trans>Total balance</Trans>
      </p>
      <QueryContent query={wallet} loadingClass="agenthome__balance agenthome__balance--loading" messageClass="agenthome__balance">
        {(data) => <p className="agenthome__balance">{formatMoney(data.sumBalance, i18n.locale)}</p>}
      </QueryContent>
      <div className="agenthome__money-actions">
        <Link to="/m/withdraw" className="button">
          <Trans>Withdraw</Trans>
        </Link>
        <Link to="/m/voucherCenter" className="button button--primary">
          <Trans>Deposit</Trans>
        </Link>
      </div>
    </section>
  );
}

function GreetingText({ greeting }: { greeting: Greeting }) {
  switch (greeting) {
    case 'morning':
      return <Trans>Good morning</Trans>;
    case 'earlyAfternoon':
      return <Trans>Good midday</Trans>;
    case 'lateAfternoon':
      return <Trans>Good afternoon</Trans>;
    case 'evening':
      return <Trans>Good evening</Trans>;
  }
}
