import { useLayoutEffect } from 'react';
import { firstPaintAwaitsAppAttribute, firstPaintElementId } from '../../../contract';

/** Longest the first paint waits for the app's own pictures: past it, the page shows as it is. */
const pictureWaitMs = 1_000;

/**
 * Takes the server's first paint (contract/firstPaint.ts) away once `shown` says the app has drawn
 * its own page, and its first pictures (`fetchpriority="high"`: home's banner, the game list's
 * first row) are decoded: the first paint may show them from the page itself, the app from their
 * address, and the page must not show their boxes empty in between. A paint of content the app
 * may ask for again (`firstPaintAwaitsAppAttribute`: the game list's, for a member or in a stored
 * language other than the browser's) stays until the app shows pictures too, within the same
 * second. Home's does not wait: the app may be drawing another page (a guard's), and its banner
 * box shows while its content loads.
 */
export function useFirstPaintHandover(shown: boolean): void {
  useLayoutEffect(() => {
    const paint = document.getElementById(firstPaintElementId);
    if (!shown || paint === null) return;
    const appPictures = () => [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
    const waited = new MutationObserver(() => {
      if (appPictures().length > 0) handOverWhenDecoded();
    });
    const handOver = () => {
      waited.disconnect();
      clearTimeout(timer);
      paint.remove();
    };
    const timer = setTimeout(handOver, pictureWaitMs);
    function handOverWhenDecoded() {
      waited.disconnect();
      const decoded = appPictures().map((picture) => (typeof picture.decode === 'function' ? picture.decode().catch(() => undefined) : undefined));
      void Promise.all(decoded).then(handOver);
    }
    const root = document.getElementById('root');
    if (appPictures().length === 0 && root !== null && paint.hasAttribute(firstPaintAwaitsAppAttribute)) {
      waited.observe(root, { childList: true, subtree: true });
    } else {
      handOverWhenDecoded();
    }
  }, [shown]);
}
