import { createFileRoute } from '@tanstack/react-router';
import { SecurityCenterScreen } from '../../../screens/security/SecurityCenterScreen';

export const Route = createFileRoute('/m/_session/securityCenter')({
  component: SecurityCenterScreen,
});
