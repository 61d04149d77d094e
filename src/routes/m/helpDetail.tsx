import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { HelpDetailScreen } from '../../screens/help/HelpDetailScreen';

export const Route = createFileRoute('/m/helpDetail')({
  staticData: page(msg`Help details`),
  component: HelpDetailScreen,
});
