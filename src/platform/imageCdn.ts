import { firstPaintElementId, firstPaintImageCdnAttribute } from '../../contract';

/**
 * Drawn once per page load: every image of a load comes from the same CDN, a random one of the
 * start-up `imageCDNs` (shell-and-content §2), so loads spread over the CDNs.
 */
const pageLoadDraw = Math.random();

let firstPaintCdn: string | null = null;

/**
 * The CDN the server drew home's first paint from (contract/firstPaint.ts): this load's draw, so
 * the banner is not fetched twice. Kept once read, as the app takes the first paint away.
 */
function firstPaintImageCdn(): string | null {
  if (firstPaintCdn === null && typeof document !== 'undefined') {
    firstPaintCdn = document.getElementById(firstPaintElementId)?.getAttribute(firstPaintImageCdnAttribute) ?? null;
  }
  return firstPaintCdn;
}

export function chosenImageCdn(
  cdns: readonly string[],
  draw: number = pageLoadDraw,
  drawnByServer: string | null = firstPaintImageCdn(),
): string {
  if (drawnByServer !== null && cdns.includes(drawnByServer)) return drawnByServer;
  return cdns[Math.min(cdns.length - 1, Math.floor(draw * cdns.length))] ?? '';
}

/** A contract image path (`game/RNG-0042.svg`) on a CDN (`/cdn/a`, `https://img.example`). */
export function imageUrl(cdn: string, path: string): string {
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
