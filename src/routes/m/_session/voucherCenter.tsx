import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '../../../screens/wallet/DepositScreen';

export const Route = createFileRoute('/m/_session/voucherCenter')({
  component: DepositScreen,
});
