import { createFileRoute } from '@tanstack/react-router';
import { DepositRecordScreen } from '../../../screens/records/DepositRecordScreen';

export const Route = createFileRoute('/m/_session/vouReport')({
  component: DepositRecordScreen,
});
