import { createFileRoute } from '@tanstack/react-router';
import { WithdrawRecordScreen } from '../../../screens/records/WithdrawRecordScreen';

export const Route = createFileRoute('/m/_session/withdrawReport')({
  component: WithdrawRecordScreen,
});
