import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { BettingRecordScreen } from '../../../screens/records/BettingRecordScreen';

export const Route = createFileRoute('/m/_session/gameRecord')({
  staticData: page(msg`Betting record`),
  component: BettingRecordScreen,
});
