import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '../../screens/register/RegisterScreen';

export const Route = createFileRoute('/m/register')({
  component: RegisterScreen,
});
