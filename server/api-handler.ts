import { Hono } from 'hono';
import { openDevControlsWarning, type DevControls } from './lib/dev-controls';
import { notFound } from './lib/respond';
import { createProxy, type FetchHandler } from './proxy';

export interface ApiHandler {
  /** Answers `/wps/*` and `/dev/*`. */
  fetch: FetchHandler;
  close: () => Promise<void>;
  /** What it talks to, for the start-up log line. */
  description: string;
}

export function isApiPath(path: string): boolean {
  return /^\/(wps|dev)(\/|$|\?)/.test(path);
}

/**
 * With PLATFORM_URL set, `/wps` goes to that platform and `/dev` is a 404 (dev controls are never
 * forwarded to a real platform). Otherwise the reference platform answers both.
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
    return { fetch: async (request) => app.fetch(request), close: async () => {}, description: `proxy to ${options.platformUrl}` };
  }
  if (options.devControls === 'open') console.warn(openDevControlsWarning());
  const platform = await options.createReference(options.devControls);
  return { fetch: async (request) => platform.app.fetch(request), close: platform.close, description: 'reference platform' };
}
