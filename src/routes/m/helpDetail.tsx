import { createFileRoute } from '@tanstack/react-router';
import { HelpDetailScreen } from '../../screens/help/HelpDetailScreen';

export const Route = createFileRoute('/m/helpDetail')({
  component: HelpDetailScreen,
});
