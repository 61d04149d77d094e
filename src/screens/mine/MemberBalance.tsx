import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { walletQuery } from '../../api/queries';
import { DataSlot } from '../../ui/DataSlot';
import { formatMoney } from '../../ui/formatMoney';
import { useBalanceView } from '../../ui/header/balance';

/**
 * The total balance on the new member centre's card, hidden ('****') while the member hides it in
 * the header menu; '…' while it loads, '—' when it cannot be had.
 */
export function MemberBalance({ token }: { token: string }) {
  const { hidden } = useBalanceView();
  return (
    <p className="mc-balance">
      <span className="mc-balance__label">
        <Trans>Total balance</Trans>
      </span>
      <span className="mc-balance__amount">
        {hidden ? (
          <>
            <span aria-hidden="true">****</span>
            <span className="visually-hidden">
              <Trans>Hidden</Trans>
            </span>
          </>
        ) : (
          <DataSlot pending="…" failed="—">
            <Amount token={token} />
          </DataSlot>
        )}
      </span>
    </p>
  );
}

function Amount({ token }: { token: string }) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(walletQuery(token));
  return formatMoney(data.sumBalance, i18n.locale);
}
