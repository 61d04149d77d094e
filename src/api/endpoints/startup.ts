import { apiPaths, startupInfoSchema } from '../../../contract';
import { callPlatform } from '../client';

export function fetchStartupInfo() {
  return callPlatform(apiPaths.startup, startupInfoSchema);
}
