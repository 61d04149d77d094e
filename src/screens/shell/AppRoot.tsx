import { useAppCrashed, useStartupView } from '../../app/hooks';
import { useFirstPaintHandover } from '../../ui/firstPaint/useFirstPaintHandover';
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
  // Ready: the shell takes the first paint away once its page is drawn; the splash stays under it.
  useFirstPaintHandover(crashed || (view !== 'pending' && view !== 'ready'));
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
