import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '../../../screens/feedback/FeedbackScreen';

export const Route = createFileRoute('/m/_session/feedback')({
  component: FeedbackScreen,
});
