import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SessionInfo } from '../../../contract';
import { agentHomeRenewQuery, pendingContractsQuery, teamKpiTodayQuery } from '../../api/agentQueries';
import { memberNoticesQuery, unreadMessageCountQuery, walletQuery } from '../../api/memberQueries';

/** Dividend contract info is not fetched for these types (accounts §6). */
const typesWithoutDividendInfo: readonly number[] = [4, 40, 41, 42];

export function fetchesDividendInfo(type: number): boolean {
  return !typesWithoutDividendInfo.includes(type);
}

/** A call has had its answer, good or bad: the next one of the load may start. */
function settled(query: UseQueryResult<unknown>): boolean {
  return query.status !== 'pending';
}

/**
 * The agent home's load in the order of accounts §4: wallet, unread mail count, today's team KPI,
 * the agent announcements, then the session renew and the dividend info. Each call starts once
 * the one before has its answer, good or bad, so a failed section never holds the rest; each
 * section shows its own failure and retries on its own (its query's refetch). Data already in the
 * cache counts as answered, so a second visit shows everything at once.
 */
export function useAgentHomeLoad(session: SessionInfo, today: string) {
  const { token, merchantCode } = session;
  const wallet = useQuery(walletQuery(token));
  const unreadMail = useQuery({ ...unreadMessageCountQuery(token), enabled: settled(wallet) });
  const teamKpi = useQuery({ ...teamKpiTodayQuery(token, today), enabled: settled(unreadMail) });
  const notices = useQuery({ ...memberNoticesQuery(token, merchantCode, ['A']), enabled: settled(teamKpi) });
  useQuery({ ...agentHomeRenewQuery(token), enabled: settled(notices) });
  // Shared with the contract prompts' check: the agent home asks again even when that answer is fresh.
  useQuery({ ...pendingContractsQuery(token), staleTime: 0, enabled: settled(notices) && fetchesDividendInfo(session.type) });
  return { wallet, unreadMail, teamKpi, notices };
}
