import { createFileRoute } from '@tanstack/react-router';
import { BettingRecordScreen } from '../../../screens/records/BettingRecordScreen';

export const Route = createFileRoute('/m/_session/gameRecord')({
  component: BettingRecordScreen,
});
