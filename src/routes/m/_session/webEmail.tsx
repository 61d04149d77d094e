import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { MessageCenterScreen } from '../../../screens/messages/MessageCenterScreen';

export const Route = createFileRoute('/m/_session/webEmail')({
  staticData: page(msg`Message center`),
  component: MessageCenterScreen,
});
