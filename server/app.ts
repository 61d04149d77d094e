import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { errorCodes } from '../contract';
import { messages } from './constants';
import type { AppEnv, PlatformContext } from './context';
import { localDevControlsOnly, type DevControls } from './lib/dev-controls';
import { loggableError } from './lib/loggable-error';
import { fail, notFound } from './lib/respond';
import { sameOriginWrites } from './middleware/same-origin';
import { agentRoutes } from './routes/agent';
import { depositRoutes } from './routes/deposit';
import { captchaRoutes } from './routes/captcha';
import { contentRoutes } from './routes/content';
import { launchRoutes } from './routes/launch';
import { cdnImageRoutes, isCdnImage } from './routes/cdn-images';
import { cspReportRoutes } from './routes/csp-report';
import { vitalsRoutes } from './routes/vitals';
import { devRoutes } from './routes/dev';
import { gameRoutes } from './routes/games';
import { memberRoutes } from './routes/member';
import { memberAreaRoutes } from './routes/member-area';
import { memberGameRoutes } from './routes/member-games';
import { passwordRoutes } from './routes/password';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { startupRoutes } from './routes/startup';
import { verificationRoutes } from './routes/verification';

const maxBodyBytes = 64 * 1024;

export function createApp(ctx: PlatformContext, options: { devControls: DevControls }) {
  const app = new Hono<AppEnv>();
  // Answers are per member and per moment: no browser or proxy may keep one. The generated images
  // are neither, and keep their own year-long caching.
  app.use('*', async (c, next) => {
    await next();
    if (isCdnImage(c.req.path, c.res.status)) return;
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => fail(c, 413, errorCodes.validation, 'Invalid body: request body too large', { field: 'body' }),
    }),
  );
  app.use('*', sameOriginWrites());
  app.route('/', startupRoutes(ctx));
  app.route('/', sessionRoutes(ctx));
  app.route('/', memberRoutes(ctx));
  app.route('/', registerRoutes(ctx));
  app.route('/', passwordRoutes(ctx));
  app.route('/', verificationRoutes(ctx));
  app.route('/', captchaRoutes(ctx));
  app.route('/', cspReportRoutes(ctx));
  app.route('/', vitalsRoutes(ctx));
  app.route('/', gameRoutes(ctx));
  app.route('/', memberGameRoutes(ctx));
  app.route('/', memberAreaRoutes(ctx));
  app.route('/', agentRoutes(ctx));
  app.route('/', depositRoutes(ctx));
  app.route('/', contentRoutes(ctx));
  app.route('/', launchRoutes(ctx));
  app.route('/', cdnImageRoutes());
  if (options.devControls === 'local') app.use('/dev/*', localDevControlsOnly());
  if (options.devControls !== 'off') app.route('/', devRoutes(ctx));
  app.notFound(notFound);
  app.onError((error, c) => {
    // Hono raises 4xx HTTPExceptions for input it cannot read, e.g. malformed JSON.
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status, errorCodes.validation, `Invalid body: ${error.message}`, { field: 'body' });
    }
    console.error('[platform]', c.req.method, c.req.path, loggableError(error));
    return fail(c, 500, errorCodes.internal, messages.unknownError);
  });
  return app;
}
