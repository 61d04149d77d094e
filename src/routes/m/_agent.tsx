import { createFileRoute } from '@tanstack/react-router';
import { requireAgent } from '../../app/guards';

/** Agent pages: agents only; everyone else goes to /m/home (accounts §6). */
export const Route = createFileRoute('/m/_agent')({
  beforeLoad: ({ context }) => requireAgent(context.auth),
});
