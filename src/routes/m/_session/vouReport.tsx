import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { DepositRecordScreen } from '../../../screens/records/DepositRecordScreen';

export const Route = createFileRoute('/m/_session/vouReport')({
  staticData: page(msg`Deposit record`),
  component: DepositRecordScreen,
});
