import { createFileRoute } from '@tanstack/react-router';
import { UserAgreementScreen } from '../../screens/userAgreement/UserAgreementScreen';

export const Route = createFileRoute('/m/useragreement')({
  component: UserAgreementScreen,
});
