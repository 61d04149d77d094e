import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { memberInfoQuery, walletQuery } from '../../api/queries';
import { useSession } from '../../app/hooks';
import { DataSlot } from '../../ui/DataSlot';
import { formatMoney } from '../../ui/formatMoney';
import { AccountSummary } from '../../ui/header/AccountSummary';
import { useBalanceView } from '../../ui/header/balance';
import { GuestActions } from '../../ui/header/GuestActions';

/** The end of home's header (shell-and-content §2): a member's summary, or a guest's way in. */
export function HomeAccount() {
  const session = useSession();
  if (session === null) return <GuestActions />;
  return <MemberSummary key={session.token} token={session.token} />;
}

/**
 * The nickname (account name if none) and total balance, from the cache home's loader fills. Each
 * is read on its own, so a failed wallet shows '—' beside the name instead of failing the page.
 */
function MemberSummary({ token }: { token: string }) {
  const { hidden, refreshing } = useBalanceView();
  return (
    <AccountSummary
      name={
        <DataSlot pending="" failed="">
          <MemberName token={token} />
        </DataSlot>
      }
      balance={
        <DataSlot pending="…" failed="—">
          <TotalBalance token={token} />
        </DataSlot>
      }
      hidden={hidden}
      refreshing={refreshing}
    />
  );
}

function MemberName({ token }: { token: string }) {
  const { data } = useSuspenseQuery(memberInfoQuery(token));
  return data.nickname ?? data.account;
}

function TotalBalance({ token }: { token: string }) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(walletQuery(token));
  return formatMoney(data.sumBalance, i18n.locale);
}
