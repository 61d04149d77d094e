import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import { isApiPath } from './platform-paths';

/*
 * Loaded by vite.config.ts at config time, so it stays light: the platform (Hono, PGlite, jose)
 * is imported only inside the hooks.
 */

type DevEntry = typeof import('./dev-entry');
type ApiHandler = Awaited<ReturnType<DevEntry['createDevApiHandler']>>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const entryPath = 'server/dev-entry.ts';

async function closeSharedDatabase(): Promise<void> {
  const close: unknown = Reflect.get(globalThis, Symbol.for('reference-platform.closeDatabase'));
  if (typeof close === 'function') await close();
}

async function middleware(handler: () => Promise<ApiHandler>): Promise<Middleware> {
  const { getRequestListener } = await import('@hono/node-server');
  // Leave Vite's own Request/Response globals alone.
  const listener = getRequestListener(
    async (request, env) => (await handler()).forward(request, 'incoming' in env ? env.incoming.socket.remoteAddress : undefined),
    { overrideGlobalObjects: false },
  );
  return (req, res, next) => {
    if (!isApiPath(req.url ?? '')) return next();
    listener(req, res).catch(next);
  };
}

/** Through Vite's SSR runner: edits to server/ take effect on the next request, without a restart. */
async function loadEntry(server: ViteDevServer): Promise<DevEntry> {
  const ssr = server.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('reference platform: the ssr environment is not runnable');
  return ssr.runner.import(`/${entryPath}`);
}

/** Serves /wps, /dev and /cdn from the reference platform (or PLATFORM_URL) in `vite` and `vite preview`. */
export function referencePlatform(): Plugin {
  return {
    name: 'reference-platform',
    async configureServer(server) {
      let current: { entry: DevEntry; handler: Promise<ApiHandler> } | undefined;
      const handler = async () => {
        const entry = await loadEntry(server);
        if (current?.entry !== entry) {
          const previous = current;
          current = { entry, handler: entry.createDevApiHandler() };
          // The shared database stays open; only the old app goes.
          previous?.handler.then((old) => old.close()).catch(() => {});
        }
        return current.handler;
      };
      server.middlewares.use(await middleware(handler));
      server.httpServer?.once('close', () => void closeSharedDatabase());
    },
    async configurePreviewServer(server) {
      let loaded: Promise<ApiHandler> | undefined;
      const handler = () => {
        loaded ??= (async () => {
          const { tsImport } = await import('tsx/esm/api');
          const entry: DevEntry = await tsImport(pathToFileURL(resolve(server.config.root, entryPath)).href, import.meta.url);
          return entry.createDevApiHandler();
        })();
        return loaded;
      };
      server.middlewares.use(await middleware(handler));
      server.httpServer.once('close', () => void closeSharedDatabase());
    },
  };
}
