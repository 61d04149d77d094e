import { Trans } from '@lingui/react/macro';
import { useBalanceView } from '../../ui/header/balance';
import { TotalBalance } from '../shell/TotalBalance';

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
          <TotalBalance token={token} />
        )}
      </span>
    </p>
  );
}
