import { Trans, useLingui } from '@lingui/react/macro';
import type { AgentContract } from '../../../contract';
import { formatMoney } from '../../ui/formatMoney';

type Contract = NonNullable<AgentContract>;

/** Who offers the contract, for which period, since when, its status, and its tiers. */
export function ContractTerms({ contract }: { contract: Contract }) {
  const { t, i18n } = useLingui();
  const date = (epochMs: number) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(epochMs);
  const periods: Record<Contract['period'], string> = {
    HOUR: t`Hourly`,
    DAY: t`Daily`,
    HALF_MONTH: t`Half-monthly`,
    MONTH: t`Monthly`,
  };
  const statuses: Record<Contract['status'], string> = {
    PENDING: t`Waiting for your answer`,
    ACCEPTED: t`Accepted`,
    DECLINED: t`Declined`,
  };
  const dividend = contract.kind === 'dividend';
  const reward = (amount: number) =>
    dividend
      ? new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 }).format(amount / 100)
      : formatMoney(amount, i18n.locale);
  return (
    <section className="agentcontract__terms" aria-label={t`Contract terms`}>
      <dl className="agentcontract__facts">
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd className={`agentcontract__state agentcontract__state--${contract.status.toLowerCase()}`}>{statuses[contract.status]}</dd>
        </div>
        <div>
          <dt>
            <Trans>Offered by</Trans>
          </dt>
          <dd>{contract.offeredBy}</dd>
        </div>
        <div>
          <dt>
            <Trans>Period</Trans>
          </dt>
          <dd>{periods[contract.period]}</dd>
        </div>
        <div>
          <dt>
            <Trans>Offered on</Trans>
          </dt>
          <dd>{date(contract.offeredAt)}</dd>
        </div>
        {contract.answeredAt !== null && (
          <div>
            <dt>
              <Trans>Answered on</Trans>
            </dt>
            <dd>{date(contract.answeredAt)}</dd>
          </div>
        )}
      </dl>
      <table className="agentcontract__tiers">
        <caption>
          <Trans>Tiers</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{dividend ? t`Team net loss` : t`Team valid bets`}</th>
            <th scope="col">
              <Trans>Active members</Trans>
            </th>
            <th scope="col">{dividend ? t`Dividend` : t`Salary`}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.length === 0 && (
            <tr>
              <td colSpan={3} className="muted">
                <Trans>No tiers</Trans>
              </td>
            </tr>
          )}
          {contract.tiers.map((tier) => (
            <tr key={`${tier.threshold}-${tier.activeMembers}`}>
              <td>{formatMoney(tier.threshold, i18n.locale)}</td>
              <td>{tier.activeMembers}</td>
              <td>{reward(tier.reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
