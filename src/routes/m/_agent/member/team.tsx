import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { TeamManagementScreen } from '../../../../screens/agentTeam/TeamManagementScreen';

export const Route = createFileRoute('/m/_agent/member/team')({
  staticData: page(msg`Team management`, { memberArea: true }),
  component: TeamManagementScreen,
});
