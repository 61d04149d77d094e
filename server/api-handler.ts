import { Hono } from 'hono';
import { openDevControlsWarning, type DevControls } from './lib/dev-controls';
import { forwardToApi } from './lib/forward-api';
import { notFound } from './lib/respond';
import { createProxy, type FetchHandler } from './proxy';

export { isApiPath, platformPathPrefixes } from './platform-paths';

export interface ApiHandler {
  /** Answers the platform paths: `/wps/*`, `/dev/*` and `/cdn/*` (server/platform-paths.ts). */
  fetch: FetchHandler;
  /** `fetch` for a request a server received from `peerAddress` (server/lib/forward-api.ts). */
  forward: (request: Request, peerAddress: string | undefined) => Promise<Response>;
  close: () => Promise<void>;
  /** What it talks to, for the start-up log line. */
  description: string;
}

/**
 * With PLATFORM_URL set, `/wps` goes to that platform; `/dev` and `/cdn` are 404s (dev controls are
 * never forwarded to a real platform, and its image CDNs are real ones). Otherwise the reference
 * platform answers all three.
 */
export async function createApiHandler(options: {
  platformUrl?: string;
  devControls: DevControls;
  createReference: (devControls: DevControls) => Promise<{ app: { fetch: (request: Request) => Response | Promise<Response> }; close: () => Promise<void> }>;
}): Promise<ApiHandler> {
  if (options.platformUrl) {
    const proxy = createProxy(options.platformUrl);
    const app = new Hono();
    app.all('/wps/*', (c) => proxy(c.req.raw));
    app.all('/wps', (c) => proxy(c.req.raw));
    app.notFound(notFound);
    return withForward({ fetch: async (request) => app.fetch(request), close: async () => {}, description: `proxy to ${options.platformUrl}` });
  }
  if (options.devControls === 'open') console.warn(openDevControlsWarning());
  const platform = await options.createReference(options.devControls);
  return withForward({ fetch: async (request) => platform.app.fetch(request), close: platform.close, description: 'reference platform' });
}

function withForward(handler: Omit<ApiHandler, 'forward'>): ApiHandler {
  return { ...handler, forward: (request, peerAddress) => forwardToApi(handler.fetch, request, peerAddress) };
}
