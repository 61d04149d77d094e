import { apiPaths, vipLevelsSchema } from '../../../contract';
import { callPlatform } from '../client';

/** The site's VIP levels, lowest first, with the member's own level (accounts §2 member benefits). */
export function fetchVipLevels() {
  return callPlatform(apiPaths.vipLevels, vipLevelsSchema);
}
