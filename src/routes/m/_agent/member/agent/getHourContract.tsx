import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { HourlySalaryContractScreen } from '../../../../../screens/agentContracts/HourlySalaryContractScreen';

export const Route = createFileRoute('/m/_agent/member/agent/getHourContract')({
  staticData: page(msg`Hourly salary contract`, { memberArea: true }),
  component: HourlySalaryContractScreen,
});
