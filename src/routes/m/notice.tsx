import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadNoticePage } from '../../screens/notice/loaders';
import { NoticeScreen } from '../../screens/notice/NoticeScreen';

export const Route = createFileRoute('/m/notice')({
  staticData: page(msg`Announcement`, { footer: false, backTo: '/m/home' }),
  loader: ({ context }) => loadNoticePage(context),
  component: NoticeScreen,
});
