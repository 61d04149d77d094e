import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadHomeContent } from '../../app/loaders';
import { page } from '../../app/pageChrome';
import { NoticeScreen } from '../../screens/notice/NoticeScreen';

export const Route = createFileRoute('/m/notice')({
  staticData: page(msg`Announcement`, { footer: false, backTo: '/m/home' }),
  loader: ({ context }) => loadHomeContent(context),
  component: NoticeScreen,
});
