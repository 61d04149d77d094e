import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { loadInbox } from '../../../screens/messages/loaders';
import { InboxScreen } from '../../../screens/messages/InboxScreen';

/** Messages (shell-and-content §2): the same inbox as the message centre, under its own title. */
export const Route = createFileRoute('/m/_session/message')({
  staticData: page(msg`Messages`),
  loader: ({ context }) => loadInbox(context),
  component: InboxScreen,
});
