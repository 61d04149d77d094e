import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadRegistrationSetup } from '../../app/loaders';
import { page } from '../../app/pageChrome';
import { RegisterScreen } from '../../screens/register/RegisterScreen';
import { linkCodesOf, registerSearch } from '../../screens/register/registerSearch';

export const Route = createFileRoute('/m/register')({
  staticData: page(msg`Register`, { header: 'hidden', footer: false, backTo: '/m/home' }),
  validateSearch: registerSearch,
  loader: ({ context }) => loadRegistrationSetup(context),
  component: RegisterRoute,
});

function RegisterRoute() {
  const search = Route.useSearch();
  return <RegisterScreen codes={linkCodesOf(search, globalThis.location?.hostname ?? '')} />;
}
