import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { TransferToUplineScreen } from '../../../../screens/wallet/TransferToUplineScreen';

export const Route = createFileRoute('/m/_session/upLine/transfer')({
  staticData: page(msg`Transfer to upline`),
  component: TransferToUplineScreen,
});
