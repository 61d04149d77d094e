import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadMemberCentre } from '../../screens/mine/loaders';
import { MemberCenterScreen } from '../../screens/mine/MemberCenterScreen';

export const Route = createFileRoute('/m/mine')({
  staticData: page(msg`Member center`, { header: 'hidden', memberArea: true, backTo: '/m/home' }),
  loader: ({ context }) => loadMemberCentre(context),
  component: MemberCenterScreen,
});
