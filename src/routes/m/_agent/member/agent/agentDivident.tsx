import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { DividendsScreen } from '../../../../../screens/agentTeam/DividendsScreen';

export const Route = createFileRoute('/m/_agent/member/agent/agentDivident')({
  staticData: page(msg`Dividends`, { memberArea: true }),
  component: DividendsScreen,
});
