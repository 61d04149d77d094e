import { createFileRoute } from '@tanstack/react-router';
import { DividendContractScreen } from '../../../../../screens/agentContracts/DividendContractScreen';

export const Route = createFileRoute('/m/_agent/member/agent/getDevidendContract')({
  component: DividendContractScreen,
});
