import { createFileRoute } from '@tanstack/react-router';
import { ManualRebateScreen } from '../../../../screens/rebate/ManualRebateScreen';

export const Route = createFileRoute('/m/_session/member/manualRebate')({
  component: ManualRebateScreen,
});
