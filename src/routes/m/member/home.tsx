import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from '../../-aliases';

export const Route = createFileRoute('/m/member/home')({
  beforeLoad: aliasOf('/m/mine'),
});
