import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../../screens/login/LoginScreen';
import { loginSearch } from './-search';

export const Route = createFileRoute('/m/login')({
  validateSearch: loginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen returnTo={redirect} />;
}
