import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from '../-aliases';

export const Route = createFileRoute('/m/index.html')({
  beforeLoad: aliasOf('/m/home'),
});
