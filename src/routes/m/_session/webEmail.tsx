import { createFileRoute } from '@tanstack/react-router';
import { MessageCenterScreen } from '../../../screens/messages/MessageCenterScreen';

export const Route = createFileRoute('/m/_session/webEmail')({
  component: MessageCenterScreen,
});
