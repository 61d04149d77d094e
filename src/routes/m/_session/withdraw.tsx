import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../../../screens/wallet/WithdrawScreen';

export const Route = createFileRoute('/m/_session/withdraw')({
  component: WithdrawScreen,
});
