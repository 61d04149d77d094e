import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from './-aliases';

export const Route = createFileRoute('/register.html')({
  beforeLoad: aliasOf('/m/register'),
});
