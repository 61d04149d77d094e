import { queryOptions } from '@tanstack/react-query';
import type { ContractKind } from '../../contract';
import { fetchPendingContracts, fetchTeamKpi } from './endpoints/agent';
import { fetchContract } from './endpoints/contracts';
import { renewSession } from './endpoints/session';
import { memberKeys } from './memberQueries';

/* The agent home's data and the agent contracts (accounts §2, §4): the member's, under their token. */

export const agentKeys = {
  all: (token: string) => [...memberKeys.of(token), 'agent'] as const,
  teamKpi: (token: string, day: string) => [...agentKeys.all(token), 'teamKpi', day] as const,
  renew: (token: string) => [...agentKeys.all(token), 'renew'] as const,
  pendingContracts: (token: string) => [...agentKeys.all(token), 'pendingContracts'] as const,
  contract: (token: string, kind: ContractKind) => [...agentKeys.all(token), 'contract', kind] as const,
};

/** The team's four counters of one day (`YYYY-MM-DD`): startDate = endDate, size 0 (the footer only). */
export const teamKpiTodayQuery = (token: string, today: string) =>
  queryOptions({
    queryKey: agentKeys.teamKpi(token, today),
    queryFn: async () => (await fetchTeamKpi(today, today, 0)).footer,
    staleTime: 60_000,
  });

/**
 * The agent home's session renew (accounts §4): once per visit of the page. Not cached across
 * visits (gcTime 0) and never retried: a renew that fails leaves the session as it was.
 */
export const agentHomeRenewQuery = (token: string) =>
  queryOptions({
    queryKey: agentKeys.renew(token),
    queryFn: renewSession,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/**
 * Which contracts wait for the member's answer: the agent home's dividend info and the contract
 * prompts' check share one query, so an answer refreshes both.
 */
export const pendingContractsQuery = (token: string) =>
  queryOptions({
    queryKey: agentKeys.pendingContracts(token),
    queryFn: fetchPendingContracts,
    staleTime: 60_000,
  });

/** One contract of the member (its page); answered contracts change it, so it is re-read on each visit. */
export const contractQuery = (token: string, kind: ContractKind) =>
  queryOptions({
    queryKey: agentKeys.contract(token, kind),
    queryFn: () => fetchContract(kind),
    staleTime: 0,
  });
