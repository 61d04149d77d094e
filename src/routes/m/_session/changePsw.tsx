import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../../../screens/changePassword/ChangePasswordScreen';

export const Route = createFileRoute('/m/_session/changePsw')({
  component: ChangePasswordScreen,
});
