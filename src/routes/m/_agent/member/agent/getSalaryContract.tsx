import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { loadContract } from '../../../../../screens/agentContracts/loaders';
import { DailySalaryContractScreen } from '../../../../../screens/agentContracts/DailySalaryContractScreen';

export const Route = createFileRoute('/m/_agent/member/agent/getSalaryContract')({
  staticData: page(msg`Daily salary contract`, { memberArea: true }),
  loader: ({ context }) => loadContract(context, 'dailySalary'),
  component: DailySalaryContractScreen,
});
