import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { startCountries } from '../../app/loaders';
import { page } from '../../app/pageChrome';
import { ForgotPasswordScreen } from '../../screens/forgotPassword/ForgotPasswordScreen';

export const Route = createFileRoute('/m/forget')({
  staticData: page(msg`Forgot password`, { footer: false, backTo: '/m/home' }),
  loader: ({ context }) => startCountries(context),
  component: ForgotPasswordScreen,
});
