import { createFileRoute } from '@tanstack/react-router';
import { SlotsScreen } from '../../screens/games/SlotsScreen';

export const Route = createFileRoute('/m/slotsCenter')({
  component: SlotsScreen,
});
