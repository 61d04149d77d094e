import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { walletQuery } from '../../api/memberQueries';
import { formatMoney } from '../../ui/formatMoney';
import { QueryContent } from '../../ui/QueryContent';

/** The member's total balance as text: '…' while it loads, '—' when it cannot be had (the header menu refreshes it). */
export function TotalBalance({ token }: { token: string }) {
  const { i18n } = useLingui();
  return (
    <QueryContent query={useQuery(walletQuery(token))} loadingText="…" failedText="—">
      {(wallet) => formatMoney(wallet.sumBalance, i18n.locale)}
    </QueryContent>
  );
}
