import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { AgentHomeScreen } from '../../../../screens/agent/AgentHomeScreen';

export const Route = createFileRoute('/m/_agent/agent/')({
  staticData: page(msg`Agency center`, { header: 'hidden', footer: false }),
  component: AgentHomeScreen,
});
