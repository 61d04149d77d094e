import { Trans, useLingui } from '@lingui/react/macro';
import type { VipLevel } from '../../../contract';
import { formatMoney } from '../../ui/formatMoney';

/** One VIP level: what reaching it takes and what it gives; the member's own is marked in words. */
export function VipLevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const { benefits } = level;
  const deposits = money(level.minDeposit);
  const validBets = money(level.minTurnover);
  return (
    <li className={current ? 'vip-level vip-level--current' : 'vip-level'} aria-current={current ? 'true' : undefined}>
      <h2 className="vip-level__name">
        {level.name}
        {current ? (
          <span className="vip-level__badge">
            <Trans>Your level</Trans>
          </span>
        ) : null}
      </h2>
      <p className="vip-level__needs muted">
        <Trans>
          Reached with deposits of {deposits} and valid bets of {validBets}
        </Trans>
      </p>
      <dl className="vip-level__benefits">
        <div>
          <dt>
            <Trans>Upgrade bonus</Trans>
          </dt>
          <dd>{money(benefits.upgradeBonus)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Birthday bonus</Trans>
          </dt>
          <dd>{money(benefits.birthdayBonus)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Monthly bonus</Trans>
          </dt>
          <dd>{money(benefits.monthlyBonus)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Rebate</Trans>
          </dt>
          <dd>{i18n.number(benefits.rebatePercent / 100, { style: 'percent', maximumFractionDigits: 2 })}</dd>
        </div>
        <div>
          <dt>
            <Trans>Withdrawals a day</Trans>
          </dt>
          <dd>{i18n.number(benefits.dailyWithdrawals)}</dd>
        </div>
      </dl>
    </li>
  );
}
