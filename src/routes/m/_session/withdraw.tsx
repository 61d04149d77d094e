import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { WithdrawScreen } from '../../../screens/wallet/WithdrawScreen';

export const Route = createFileRoute('/m/_session/withdraw')({
  staticData: page(msg`Withdraw`),
  component: WithdrawScreen,
});
