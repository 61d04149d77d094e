import type { SessionInfo, StartupInfo } from '../../../contract';
import { startupInfo } from '../../support/fixtures';

/**
 * Stands in for src/app/hooks (which starts the real app actor) in shell tests:
 * `vi.mock('../../src/app/hooks', () => import('./support/fakeAppHooks'))`, then set `fakeApp`.
 */
export const fakeApp: { session: SessionInfo | null; startup: StartupInfo } = {
  session: null,
  startup: startupInfo(),
};

export function resetFakeApp(overrides: Partial<typeof fakeApp> = {}): void {
  fakeApp.session = overrides.session ?? null;
  fakeApp.startup = overrides.startup ?? startupInfo();
}

export const useSession = () => fakeApp.session;
export const useIsSignedIn = () => fakeApp.session !== null;
export const useStartupInfo = () => fakeApp.startup;
export const useAuthNotice = () => null;
