import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from '../-aliases';

/** `/m/index` (the brackets keep "index" from meaning the index route). */
export const Route = createFileRoute('/m/index')({
  beforeLoad: aliasOf('/m/home'),
});
