import { queryOptions } from '@tanstack/react-query';
import type { ContractKind } from '../../contract';
import { pendingContractsQuery } from './agentQueries';
import { fetchContract } from './endpoints/contracts';

/* The agent contracts, keyed by token like every member query. */

/** One contract of the member (its page); answered contracts change it, so it is re-read on each visit. */
export const contractQuery = (token: string, kind: ContractKind) =>
  queryOptions({
    queryKey: ['member', token, 'agent', 'contract', kind],
    queryFn: () => fetchContract(kind),
    staleTime: 0,
  });

/**
 * Which contracts wait for the member's answer: the agent home's dividend info and the contract
 * prompts' check share one query, so an answer refreshes both.
 */
export { pendingContractsQuery };
