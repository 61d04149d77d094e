import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { createApiHandler } from './api-handler';
import { platformPathPrefixes } from './platform-paths';
import { frontEnd } from './front-end';
import { migratedTemplate, templateCacheDir } from './db/migrated-template';
import { browserSecurityFromEnv, browserSecurityHeaders } from './lib/browser-security';
import { devControlsFromEnv, referencePlatformRefusal } from './lib/dev-controls';
import { secondsFromEnv } from './lib/settings';
import { defaultPurgeIntervalSeconds, defaultSessionIdleSeconds, defaultSessionMaxSeconds } from './constants';
import { createPlatform } from './platform';

/**
 * An in-memory database (`DATA_DIR=memory://`, as the e2e servers run) is thrown away at exit, so
 * it starts from the cached migrated template: PGlite's initdb would cost some 5 s per start.
 */
async function inMemoryStart(): Promise<Blob | undefined> {
  if (process.env.DATABASE_URL || !process.env.DATA_DIR?.startsWith('memory://')) return undefined;
  try {
    return await migratedTemplate(templateCacheDir);
  } catch (error) {
    console.warn(`No migrated template (${String(error)}); starting from an empty database.`);
    return undefined;
  }
}

/** Settings that cannot work end the start with their reason, not a stack trace. */
function fromSettings<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const refusal = referencePlatformRefusal();
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const devControls = fromSettings(devControlsFromEnv);
const browserSecurity = fromSettings(browserSecurityFromEnv);
// A client that sends its headers or body slowly, on purpose or not, is not waited for: Node's
// defaults held half-sent headers for up to 90 s and half-sent bodies for 5 min.
const headersTimeoutSeconds = fromSettings(() => secondsFromEnv('HEADERS_TIMEOUT_SECONDS', 10));
const requestTimeoutSeconds = fromSettings(() => secondsFromEnv('REQUEST_TIMEOUT_SECONDS', 30));
// Read here too, so a bad value ends the start with its one-line reason (createPlatform would throw).
const platformTimings = fromSettings(() => ({
  sessionIdleSeconds: secondsFromEnv('SESSION_IDLE_SECONDS', defaultSessionIdleSeconds),
  sessionMaxSeconds: secondsFromEnv('SESSION_MAX_SECONDS', defaultSessionMaxSeconds),
  purgeIntervalSeconds: secondsFromEnv('PURGE_INTERVAL_SECONDS', defaultPurgeIntervalSeconds),
}));

const port = Number(process.env.PORT ?? 3000);
const api = await createApiHandler({
  platformUrl: process.env.PLATFORM_URL || undefined,
  devControls,
  createReference: async (devControls) => createPlatform({ devControls, loadDataDir: await inMemoryStart(), ...platformTimings }),
});

const app = new Hono();
app.use('*', browserSecurityHeaders(browserSecurity));
for (const prefix of platformPathPrefixes) {
  const forward = (c: Context) => api.forward(c.req.raw, getConnInfo(c).remote.address);
  app.all(prefix, forward);
  app.all(`${prefix}/*`, forward);
}
app.route(
  '/',
  frontEnd(process.env.DIST_DIR ?? 'dist', {
    platform: (request, c) => api.forward(request, getConnInfo(c).remote.address),
  }),
);

const server = serve(
  {
    fetch: app.fetch,
    port,
    serverOptions: {
      headersTimeout: headersTimeoutSeconds * 1000,
      requestTimeout: Math.max(requestTimeoutSeconds, headersTimeoutSeconds) * 1000,
      // How often Node looks for connections over those limits (30 s by default).
      connectionsCheckingInterval: 1000,
    },
  },
  (info) => {
    console.log(`Listening on http://localhost:${info.port} (${api.description})`);
  },
);

// Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that moment
// gets ECONNRESET (seen from the e2e tests' request context). Idle connections stay open longer
// than clients keep them, as behind a load balancer (60 s). The headers timeout does not count that
// idle time: it starts with a request's first byte (measured, Node 20).
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  await new Promise<void>((done) => {
    server.close(() => done());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await api.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
