import { useLayoutEffect } from 'react';
import { firstPaintElementId } from '../../../contract';

/** Longest the first paint waits for the app's own pictures: past it, the page shows as it is. */
const pictureWaitMs = 1_000;

/**
 * Takes the server's first paint (contract/firstPaint.ts) away once `shown` says the app has drawn
 * its own page, and its first pictures (`fetchpriority="high"`: home's banner, the game list's
 * first row) are decoded: the first paint may show them from the page itself, the app from their
 * address, and the page must not show their boxes empty in between.
 */
export function useFirstPaintHandover(shown: boolean): void {
  useLayoutEffect(() => {
    const paint = document.getElementById(firstPaintElementId);
    if (!shown || paint === null) return;
    const pictures = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
    const handOver = () => paint.remove();
    const timer = setTimeout(handOver, pictureWaitMs);
    void Promise.all(pictures.map((picture) => (typeof picture.decode === 'function' ? picture.decode().catch(() => undefined) : undefined))).then(
      () => {
        clearTimeout(timer);
        handOver();
      },
    );
  }, [shown]);
}
