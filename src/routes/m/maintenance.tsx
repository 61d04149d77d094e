import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { MaintenancePageScreen } from '../../screens/maintenancePage/MaintenancePageScreen';

export const Route = createFileRoute('/m/maintenance')({
  staticData: page(msg`Maintenance`, { footer: false }),
  component: MaintenancePageScreen,
});
