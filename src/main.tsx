import { renderedAttributes } from '../contract/serverRender';
import { afterFirstPaint } from './platform/afterFirstPaint';
import { nextTask } from './platform/nextTask';
// The build writes this entry's CSS into the page (scripts/inlineEntryCss.ts): the shell the
// server's markup is drawn with (the header, home's banner, the footer). Every other rule comes
// with the app's chunks, linked by the page. Those components do not import their CSS again: a
// chunk naming it would add it to the page a second time, and the browser restyle the page for
// nothing (TBT, issue 14).
import './styles.css';
import './ui/header/header.css';
import './screens/home/BannerCarousel.css';
import './ui/footer/footer.css';

/**
 * Starts the app (src/app/startApp.tsx), which hydrates the server's markup of the page or renders
 * it alone. Under the server's markup it waits for the page to have painted: the page is drawn
 * from the HTML alone, and the app's files would hold that paint back (the server drops their
 * preload links there, server/lib/server-render.ts). Without markup it starts at once.
 */
async function start() {
  if (document.getElementById('root')?.hasAttribute(renderedAttributes.href) === true) await afterFirstPaint();
  // The first catalog downloads beside the app's files, not once they have run (src/i18n/catalogs.ts).
  void import('./i18n/catalogs').then(({ fetchFirstCatalog }) => fetchFirstCatalog(), () => undefined);
  // A graph of modules runs in one task: React's own first, then the platform's client with the
  // shapes the app asks with (zod schemas, built as their modules run, the app's heaviest part),
  // then the rest of the app, each in its task, so none holds the page for all of them (TBT, issue
  // 14). The client, not the contract's index: all of that would keep every shape of the
  // contract, the server's and the later screens' too, in the page's first files.
  await import('./platform/evaluateReact');
  await nextTask();
  await import('./api/client');
  await nextTask();
  await import('./app/startApp');
}

/** The app's files could not load: a plain way to try again, in English, as no catalog is here either. */
function offerReload() {
  const main = document.createElement('main');
  main.className = 'page page--centered';
  main.lang = 'en';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = 'Loading failed, click to retry';
  retry.addEventListener('click', () => window.location.reload());
  main.append(retry);
  document.getElementById('root')?.replaceChildren(main);
}

start().catch(() => offerReload());
