import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { startCountries } from '../../app/loaders';
import { page } from '../../app/pageChrome';
import { LoginScreen } from '../../screens/login/LoginScreen';
import { loginSearch } from './-search';

export const Route = createFileRoute('/m/login')({
  staticData: page(msg`Log in`, { header: 'hidden', footer: false, backTo: '/m/home' }),
  validateSearch: loginSearch,
  loader: ({ context }) => startCountries(context),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen returnTo={redirect} />;
}
