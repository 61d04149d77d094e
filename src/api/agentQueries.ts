import { queryOptions } from '@tanstack/react-query';
import { fetchPendingContracts, fetchTeamKpi } from './endpoints/agent';
import { renewSession } from './endpoints/session';

/* The agent home's data (accounts §2, §4), keyed by token like every member query. */

/** The team's four counters of one day (`YYYY-MM-DD`): startDate = endDate, size 0 (the footer only). */
export const teamKpiTodayQuery = (token: string, today: string) =>
  queryOptions({
    queryKey: ['member', token, 'agent', 'teamKpi', today],
    queryFn: async () => (await fetchTeamKpi(today, today, 0)).footer,
    staleTime: 60_000,
  });

/**
 * The agent home's session renew (accounts §4): once per visit of the page. Not cached across
 * visits (gcTime 0) and never retried: a renew that fails leaves the session as it was.
 */
export const agentHomeRenewQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'agent', 'renew'],
    queryFn: renewSession,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** The agent home's dividend info: which contracts wait for the member's answer. */
export const pendingContractsQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'agent', 'pendingContracts'],
    queryFn: fetchPendingContracts,
    staleTime: 60_000,
  });
