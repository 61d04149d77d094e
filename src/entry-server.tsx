import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { bindApiSession } from './api/client';
import { queriesSettled } from './api/queriesSettled';
import { answerFromServer } from './api/serverAnswers';
import { AppTree } from './app/AppTree';
import { createQueryClient, startAppActor } from './app/createApp';
import { createAppRouter } from './app/router';
import { oneAtATime } from './app/renderQueue';
import { serverServices } from './app/serverServices';
import { drawImageCdnWith } from './platform/imageCdn';
import type { NotDrawn, PageRequest, RenderedPage } from '../contract/serverRender';

type Drawn = { drawn: { markup: string; imageCdnDraw: number } } | { notDrawn: NotDrawn; detail?: string };

function within(ms: number): { elapsed: Promise<void>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { elapsed, cancel: () => clearTimeout(timer) };
}

/**
 * The page at `href` as the app draws it for a guest (issue 35): the app's own routes, components
 * and catalogs, its queries answered by the platform. The app's modules keep one page's state (the
 * active catalog, the platform's answers, the image CDN's draw): pages are rendered one at a time.
 */
async function renderOnePage(request: PageRequest): Promise<RenderedPage> {
  const answers = answerFromServer(request.ask);
  try {
    return { ...(await drawPage(request)), answers: Object.fromEntries(answers.used) };
  } finally {
    answers.stop();
  }
}

async function drawPage({ href, language, waitMs }: PageRequest): Promise<Drawn> {
  const deadline = within(waitMs);
  const draw = Math.random();
  drawImageCdnWith(draw);
  bindApiSession({ getToken: () => null, onUnauthorized: () => undefined });
  const { app, queryClient } = startAppActor(serverServices(language), { queryClient: createQueryClient() });
  try {
    const { startup, language: languageActor, auth } = app.getSnapshot().children;
    if (startup === undefined || languageActor === undefined || auth === undefined) return { notDrawn: 'app' };
    const started = await Promise.race([
      Promise.all([
        waitFor(startup, (snapshot) => !snapshot.hasTag('pending')),
        waitFor(languageActor, (snapshot) => snapshot.hasTag('ready') || snapshot.hasTag('failed')),
        waitFor(auth, (snapshot) => !snapshot.hasTag('pending')),
      ]).then(() => true),
      deadline.elapsed.then(() => false),
    ]);
    if (!started) return { notDrawn: 'answers' };
    if (!languageActor.getSnapshot().hasTag('ready')) return { notDrawn: 'language' };
    if (startup.getSnapshot().hasTag('failed')) return { notDrawn: 'answers' };
    const router = createAppRouter(
      { auth, language: languageActor, queryClient },
      { history: createMemoryHistory({ initialEntries: [href] }), isServer: true },
    );
    await router.load();
    // A guard sent the guest elsewhere (the page needs a session, which only the browser has), or
    // the address is not the route's own: the browser's router makes that move, not the markup.
    const { location, resolvedLocation } = router.state;
    if (resolvedLocation?.href !== location.href || location.href !== router.buildLocation({ to: href }).href) return { notDrawn: 'route' };
    if (router.state.matches.some((match) => match.status === 'error')) return { notDrawn: 'route' };
    if (!(await queriesSettled(queryClient, deadline.elapsed))) return { notDrawn: 'answers' };
    if (app.getSnapshot().hasTag('crashed')) return { notDrawn: 'crashed' };
    const markup = renderToString(<AppTree app={app} queryClient={queryClient} router={router} />);
    // A part that suspended was drawn as its fallback, to be rendered by the browser: not this page.
    const suspended = markup.indexOf('<!--$!-->');
    if (suspended >= 0) return { notDrawn: 'suspended', detail: markup.slice(Math.max(0, suspended - 300), suspended + 1000) };
    return { drawn: { markup, imageCdnDraw: draw } };
  } catch (error) {
    return { notDrawn: 'error', detail: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  } finally {
    deadline.cancel();
    app.stop();
  }
}

/**
 * How many pages may wait for the renderer. Pages render one at a time (the app's modules hold one
 * page's state: the active catalog, the answer source, the image CDN's draw), each waiting at most
 * `waitMs` for the platform; past this many, a page is sent undrawn at once and the browser renders
 * it, rather than waiting seconds behind the others.
 */
const renderQueueLimit = 4;

/** Renders pages one after another (`renderOnePage`), or refuses one when too many wait. */
export const renderPage: (request: PageRequest) => Promise<RenderedPage> = oneAtATime(renderQueueLimit, renderOnePage, (waiting) => ({
  answers: {},
  notDrawn: 'busy',
  detail: `${waiting} pages waiting`,
}));
