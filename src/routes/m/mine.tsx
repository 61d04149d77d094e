import { createFileRoute } from '@tanstack/react-router';
import { MemberCenterScreen } from '../../screens/mine/MemberCenterScreen';

export const Route = createFileRoute('/m/mine')({
  component: MemberCenterScreen,
});
