import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { FeedbackScreen } from '../../../screens/feedback/FeedbackScreen';

export const Route = createFileRoute('/m/_session/feedback')({
  staticData: page(msg`Feedback`),
  component: FeedbackScreen,
});
