import {
  apiPaths,
  openDownlineResponseSchema,
  pendingContractsSchema,
  teamKpiSchema,
  type OpenDownlineRequest,
  type PublicJwk,
} from '../../../contract';
import { callPlatform } from '../client';
import { callPlatformEncrypted } from '../encrypt';

/* The agent's side (accounts §2 agent home, §4 agent home load, §7 agent calls). */

/** The team KPI of a date range; with size 0 only the footer's four counters are wanted. */
export function fetchTeamKpi(startDate: string, endDate: string, size: number) {
  return callPlatform(apiPaths.teamKpi, teamKpiSchema, { query: { startDate, endDate, size: String(size) } });
}

/** Which contracts wait for the member's answer (the agent home's dividend info). */
export function fetchPendingContracts() {
  return callPlatform(apiPaths.pendingContracts, pendingContractsSchema);
}

/** `PUT /wps/agent/downline`: a new account under the agent, encrypted like registration. */
export async function openDownline(publicKey: PublicJwk, request: OpenDownlineRequest) {
  return callPlatformEncrypted(apiPaths.openDownline, openDownlineResponseSchema, 'PUT', publicKey, request);
}
