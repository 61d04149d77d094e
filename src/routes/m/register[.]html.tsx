import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from '../-aliases';

export const Route = createFileRoute('/m/register.html')({
  beforeLoad: aliasOf('/m/register'),
});
