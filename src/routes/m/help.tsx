import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterScreen } from '../../screens/help/HelpCenterScreen';

export const Route = createFileRoute('/m/help')({
  component: HelpCenterScreen,
});
