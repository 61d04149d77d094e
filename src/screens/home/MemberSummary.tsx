import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { memberInfoQuery, walletQuery } from '../../api/queries';
import { formatMoney } from '../../ui/formatMoney';

/** Nickname (account name if none) and total balance to 2 decimals. */
export function MemberSummary({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const member = useQuery(memberInfoQuery(token));
  const wallet = useQuery(walletQuery(token));
  const name = member.data ? (member.data.nickname ?? member.data.account) : '';
  return (
    <div className="member-summary">
      <span className="member-summary__name">{name}</span>
      <span className="member-summary__balance" aria-label={t`Total balance`}>
        {wallet.data ? formatMoney(wallet.data.sumBalance, i18n.locale) : wallet.isError ? '—' : '…'}
      </span>
    </div>
  );
}
