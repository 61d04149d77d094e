import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { loadContract } from '../../../../../screens/agentContracts/loaders';
import { DividendContractScreen } from '../../../../../screens/agentContracts/DividendContractScreen';

export const Route = createFileRoute('/m/_agent/member/agent/getDevidendContract')({
  staticData: page(msg`Dividend contract`, { memberArea: true }),
  loader: ({ context }) => loadContract(context, 'dividend'),
  component: DividendContractScreen,
});
