import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { loadInbox } from '../../../screens/messages/loaders';
import { InboxScreen } from '../../../screens/messages/InboxScreen';

/** The message centre (shell-and-content §2): the member's inbox. */
export const Route = createFileRoute('/m/_session/webEmail')({
  staticData: page(msg`Message center`),
  loader: ({ context }) => loadInbox(context),
  component: InboxScreen,
});
