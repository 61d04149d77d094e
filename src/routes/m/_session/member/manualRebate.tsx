import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { ManualRebateScreen } from '../../../../screens/rebate/ManualRebateScreen';

export const Route = createFileRoute('/m/_session/member/manualRebate')({
  staticData: page(msg`Manual rebate`, { memberArea: true }),
  component: ManualRebateScreen,
});
