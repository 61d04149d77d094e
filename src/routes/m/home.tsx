import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '../../app/loaders';
import { page } from '../../app/pageChrome';
import { HomeScreen } from '../../screens/home/HomeScreen';

export const Route = createFileRoute('/m/home')({
  staticData: page(msg`Home`, { header: 'home' }),
  loader: ({ context }) => loadHome(context),
  component: HomeScreen,
});
