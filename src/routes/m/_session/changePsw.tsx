import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { ChangePasswordScreen } from '../../../screens/changePassword/ChangePasswordScreen';

export const Route = createFileRoute('/m/_session/changePsw')({
  staticData: page(msg`Change password`, { footer: false }),
  component: ChangePasswordScreen,
});
