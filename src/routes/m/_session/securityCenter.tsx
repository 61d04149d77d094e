import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { SecurityCenterScreen } from '../../../screens/security/SecurityCenterScreen';

export const Route = createFileRoute('/m/_session/securityCenter')({
  staticData: page(msg`Security center`),
  component: SecurityCenterScreen,
});
