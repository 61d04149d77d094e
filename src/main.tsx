import { firstPaintElementId } from '../contract/firstPaint';
// What home's first paint is drawn with: the build writes this entry's CSS into the page
// (scripts/inlineEntryCss.ts). Every other rule comes with the app's chunks.
import './styles.css';
import './ui/header/header.css';
import './screens/home/BannerCarousel.css';
import './ui/firstPaint/firstPaint.css';

/**
 * Starts the app (src/app/startApp.tsx). Over home's first paint it starts after the page's first
 * frame: its files are asked for at once (modulepreload, scripts/preloadApp.ts), but when they are
 * already here (a fast network, a cache) running them first would hold that frame back.
 */
function start() {
  startInTasks().catch(() => offerReload());
}

/**
 * A graph of modules runs in one task: React's own first, then the app's, each in its task, so
 * neither holds the page for the two together (TBT, issue 14).
 */
async function startInTasks() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./app/startApp');
}

/** The app's files could not load: a plain way to try again, in English, as no catalog is here either. */
function offerReload() {
  document.getElementById(firstPaintElementId)?.remove();
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

if (document.getElementById(firstPaintElementId) !== null && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
