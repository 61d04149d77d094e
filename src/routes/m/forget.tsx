import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../../screens/forgotPassword/ForgotPasswordScreen';

export const Route = createFileRoute('/m/forget')({
  component: ForgotPasswordScreen,
});
