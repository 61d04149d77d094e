import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { MessagesScreen } from '../../../screens/messages/MessagesScreen';

export const Route = createFileRoute('/m/_session/message')({
  staticData: page(msg`Messages`),
  component: MessagesScreen,
});
