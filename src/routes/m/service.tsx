import { createFileRoute } from '@tanstack/react-router';
import { CustomerServiceScreen } from '../../screens/service/CustomerServiceScreen';

export const Route = createFileRoute('/m/service')({
  component: CustomerServiceScreen,
});
