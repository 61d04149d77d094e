import { queryOptions } from '@tanstack/react-query';
import { fetchMemberInfo, fetchWallet } from './endpoints/member';
import { fetchStartupInfo } from './endpoints/startup';

/** Start-up information is read once per page load; the startup machine owns when. */
export const startupQuery = () =>
  queryOptions({ queryKey: ['startup'], queryFn: fetchStartupInfo, staleTime: Infinity, retry: false });

/** Keyed by token so a new session never sees the previous member's data. */
export const memberInfoQuery = (token: string) =>
  queryOptions({ queryKey: ['member', token, 'info'], queryFn: fetchMemberInfo, staleTime: 60_000 });

export const walletQuery = (token: string) =>
  queryOptions({ queryKey: ['member', token, 'wallet'], queryFn: fetchWallet, staleTime: 15_000 });
