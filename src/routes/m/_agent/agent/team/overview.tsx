import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { TeamOverviewScreen } from '../../../../../screens/agentTeam/TeamOverviewScreen';

export const Route = createFileRoute('/m/_agent/agent/team/overview')({
  staticData: page(msg`Team overview`),
  component: TeamOverviewScreen,
});
