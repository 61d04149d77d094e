import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { loadContract } from '../../../../../screens/agentContracts/loaders';
import { HourlySalaryContractScreen } from '../../../../../screens/agentContracts/HourlySalaryContractScreen';

export const Route = createFileRoute('/m/_agent/member/agent/getHourContract')({
  staticData: page(msg`Hourly salary contract`, { memberArea: true }),
  loader: ({ context }) => loadContract(context, 'hourlySalary'),
  component: HourlySalaryContractScreen,
});
