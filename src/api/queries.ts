import { queryOptions } from '@tanstack/react-query';
import { fetchCountries, fetchRegisterSettings } from './endpoints/accounts';
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

/** The per-field registration rules change only when the operator edits them. */
export const registerSettingsQuery = () =>
  queryOptions({ queryKey: ['registerSettings'], queryFn: fetchRegisterSettings, staleTime: 5 * 60_000 });

/** Dialing codes for the pickers, the site's default country first. */
export const countriesQuery = () =>
  queryOptions({ queryKey: ['countries'], queryFn: fetchCountries, staleTime: Infinity });
