import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { CustomerServiceScreen } from '../../screens/service/CustomerServiceScreen';

export const Route = createFileRoute('/m/service')({
  staticData: page(msg`Customer service`, { footer: false }),
  component: CustomerServiceScreen,
});
