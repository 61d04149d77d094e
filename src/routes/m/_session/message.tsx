import { createFileRoute } from '@tanstack/react-router';
import { MessagesScreen } from '../../../screens/messages/MessagesScreen';

export const Route = createFileRoute('/m/_session/message')({
  component: MessagesScreen,
});
