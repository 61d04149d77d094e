import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePageScreen } from '../../screens/maintenancePage/MaintenancePageScreen';

export const Route = createFileRoute('/m/maintenance')({
  component: MaintenancePageScreen,
});
