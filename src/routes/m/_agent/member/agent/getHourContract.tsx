import { createFileRoute } from '@tanstack/react-router';
import { HourlySalaryContractScreen } from '../../../../../screens/agentContracts/HourlySalaryContractScreen';

export const Route = createFileRoute('/m/_agent/member/agent/getHourContract')({
  component: HourlySalaryContractScreen,
});
