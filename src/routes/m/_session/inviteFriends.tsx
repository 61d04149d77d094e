import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { InviteFriendsScreen } from '../../../screens/referral/InviteFriendsScreen';

export const Route = createFileRoute('/m/_session/inviteFriends')({
  staticData: page(msg`Invite friends`),
  component: InviteFriendsScreen,
});
