import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { TeamBettingScreen } from '../../../screens/agentTeam/TeamBettingScreen';

export const Route = createFileRoute('/m/_agent/teamBetting')({
  staticData: page(msg`Team betting`),
  component: TeamBettingScreen,
});
