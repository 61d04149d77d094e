import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { loadVipLevels } from '../../../../screens/vipBenefits/loaders';
import { VipBenefitsScreen } from '../../../../screens/vipBenefits/VipBenefitsScreen';

export const Route = createFileRoute('/m/_session/member/benefits')({
  staticData: page(msg`VIP benefits`, { memberArea: true }),
  loader: ({ context }) => loadVipLevels(context),
  component: VipBenefitsScreen,
});
