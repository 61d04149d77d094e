import { createFileRoute } from '@tanstack/react-router';
import { MyRebateScreen } from '../../../../screens/rebate/MyRebateScreen';

export const Route = createFileRoute('/m/_session/member/rebateReport')({
  component: MyRebateScreen,
});
