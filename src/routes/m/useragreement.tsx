import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { UserAgreementScreen } from '../../screens/userAgreement/UserAgreementScreen';

export const Route = createFileRoute('/m/useragreement')({
  staticData: page(msg`User agreement`, { footer: false }),
  component: UserAgreementScreen,
});
