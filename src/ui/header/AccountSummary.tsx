import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { memberInfoQuery, walletQuery } from '../../api/queries';
import { formatMoney } from '../formatMoney';
import { useBalanceView } from './balance';

/** Nickname (account name if none) and total balance to 2 decimals, unless the balance is hidden. */
export function AccountSummary({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const member = useQuery(memberInfoQuery(token));
  const wallet = useQuery(walletQuery(token));
  const { hidden, refreshing } = useBalanceView();
  const name = member.data ? (member.data.nickname ?? member.data.account) : '';
  let amount = '…';
  if (wallet.data) amount = formatMoney(wallet.data.sumBalance, i18n.locale);
  else if (wallet.isError) amount = '—';
  return (
    <div className="account-summary">
      <span className="account-summary__name">{name}</span>
      <span className="account-summary__balance" role="status" aria-label={t`Total balance`} aria-busy={refreshing}>
        {hidden ? (
          <>
            <span aria-hidden="true">****</span>
            <span className="visually-hidden">{t`Hidden`}</span>
          </>
        ) : (
          amount
        )}
      </span>
    </div>
  );
}
