import { useQuery } from '@tanstack/react-query';
import { memberInfoQuery } from '../../api/memberQueries';
import { useSession } from '../../app/hooks';
import { QueryContent } from '../../ui/QueryContent';
import { AccountSummary } from '../../ui/header/AccountSummary';
import { useBalanceView } from '../../ui/header/balance';
import { GuestActions } from '../../ui/header/GuestActions';
import { TotalBalance } from './TotalBalance';

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
  const info = useQuery(memberInfoQuery(token));
  return (
    <AccountSummary
      name={
        <QueryContent query={info} loadingText="" failedText="">
          {(member) => member.nickname ?? member.account}
        </QueryContent>
      }
      balance={<TotalBalance token={token} />}
      hidden={hidden}
      refreshing={refreshing}
    />
  );
}
