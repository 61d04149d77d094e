import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../screens/login/LoginScreen';

export const Route = createFileRoute('/m/login')({
  component: LoginScreen,
});
