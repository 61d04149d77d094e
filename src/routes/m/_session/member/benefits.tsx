import { createFileRoute } from '@tanstack/react-router';
import { VipBenefitsScreen } from '../../../../screens/vipBenefits/VipBenefitsScreen';

export const Route = createFileRoute('/m/_session/member/benefits')({
  component: VipBenefitsScreen,
});
