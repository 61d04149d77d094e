import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadHelpList } from '../../screens/help/loaders';
import { HelpCenterScreen } from '../../screens/help/HelpCenterScreen';

export const Route = createFileRoute('/m/help')({
  staticData: page(msg`Help center`),
  loader: ({ context }) => loadHelpList(context),
  component: HelpCenterScreen,
});
