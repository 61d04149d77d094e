import { createFileRoute } from '@tanstack/react-router';
import { TransferToUplineScreen } from '../../../../screens/wallet/TransferToUplineScreen';

export const Route = createFileRoute('/m/_session/upLine/transfer')({
  component: TransferToUplineScreen,
});
