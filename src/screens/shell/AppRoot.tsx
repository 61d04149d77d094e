import { useAppCrashed, useStartupView } from '../../app/hooks';
import { CrashedScreen } from './CrashedScreen';
import { MaintenanceScreen } from '../startup/MaintenanceScreen';
import { RegionRestrictedScreen } from '../startup/RegionRestrictedScreen';
import { StartupFailedScreen } from '../startup/StartupFailedScreen';
import { SplashScreen } from './SplashScreen';
import { ShellLayout } from './ShellLayout';

/** Start-up state decides the whole page (shell-and-content §2) before any route renders. */
export function AppRoot() {
  const view = useStartupView();
  const crashed = useAppCrashed();
  if (crashed) return <CrashedScreen />;
  switch (view) {
    case 'pending':
      return <SplashScreen />;
    case 'maintenance':
      return <MaintenanceScreen />;
    case 'regionRestricted':
      return <RegionRestrictedScreen />;
    case 'failed':
      return <StartupFailedScreen />;
    case 'ready':
      return <ShellLayout />;
  }
}
