import { queryOptions } from '@tanstack/react-query';
import { fetchCountries, fetchRegisterSettings } from './endpoints/accounts';

/* What the account forms read (accounts §1): registration's rules and the dialing codes. */

export const accountKeys = {
  registerSettings: () => ['registerSettings'] as const,
  countries: () => ['countries'] as const,
};

/** The per-field registration rules change only when the operator edits them. */
export const registerSettingsQuery = () =>
  queryOptions({ queryKey: accountKeys.registerSettings(), queryFn: fetchRegisterSettings, staleTime: 5 * 60_000 });

/** Dialing codes for the pickers, the site's default country first. */
export const countriesQuery = () =>
  queryOptions({ queryKey: accountKeys.countries(), queryFn: fetchCountries, staleTime: Infinity });
