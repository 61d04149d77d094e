import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { OpenDownlineScreen } from '../../../screens/agentRegister/OpenDownlineScreen';

export const Route = createFileRoute('/m/_agent/agentRegister')({
  staticData: page(msg`Open a downline account`),
  component: OpenDownlineScreen,
});
