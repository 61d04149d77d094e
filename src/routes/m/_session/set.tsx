import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { SettingsScreen } from '../../../screens/settings/SettingsScreen';

export const Route = createFileRoute('/m/_session/set')({
  staticData: page(msg`Settings`),
  component: SettingsScreen,
});
