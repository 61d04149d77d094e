import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '../../screens/register/RegisterScreen';
import { linkCodesOf, registerSearch } from '../../screens/register/registerSearch';

export const Route = createFileRoute('/m/register')({
  validateSearch: registerSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const search = Route.useSearch();
  return <RegisterScreen codes={linkCodesOf(search, window.location.hostname)} />;
}
