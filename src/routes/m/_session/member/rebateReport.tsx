import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { MyRebateScreen } from '../../../../screens/rebate/MyRebateScreen';

export const Route = createFileRoute('/m/_session/member/rebateReport')({
  staticData: page(msg`My rebate`, { memberArea: true }),
  component: MyRebateScreen,
});
