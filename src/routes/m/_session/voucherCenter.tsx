import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { DepositScreen } from '../../../screens/wallet/DepositScreen';

export const Route = createFileRoute('/m/_session/voucherCenter')({
  staticData: page(msg`Deposit`),
  component: DepositScreen,
});
