import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from './-aliases';

export const Route = createFileRoute('/')({
  beforeLoad: aliasOf('/m/home'),
});
