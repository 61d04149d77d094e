import { createFileRoute } from '@tanstack/react-router';
import { InviteFriendsScreen } from '../../../screens/referral/InviteFriendsScreen';

export const Route = createFileRoute('/m/_session/inviteFriends')({
  component: InviteFriendsScreen,
});
