import { createFileRoute } from '@tanstack/react-router';
import { NoticeScreen } from '../../screens/notice/NoticeScreen';

export const Route = createFileRoute('/m/notice')({
  component: NoticeScreen,
});
