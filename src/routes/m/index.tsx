import { createFileRoute } from '@tanstack/react-router';
import { aliasOf } from '../-aliases';

/** `/m/` and `/m`. */
export const Route = createFileRoute('/m/')({
  beforeLoad: aliasOf('/m/home'),
});
