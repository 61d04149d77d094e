import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { WithdrawRecordScreen } from '../../../screens/records/WithdrawRecordScreen';

export const Route = createFileRoute('/m/_session/withdrawReport')({
  staticData: page(msg`Withdraw record`),
  component: WithdrawRecordScreen,
});
