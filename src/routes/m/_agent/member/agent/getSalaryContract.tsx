import { createFileRoute } from '@tanstack/react-router';
import { DailySalaryContractScreen } from '../../../../../screens/agentContracts/DailySalaryContractScreen';

export const Route = createFileRoute('/m/_agent/member/agent/getSalaryContract')({
  component: DailySalaryContractScreen,
});
