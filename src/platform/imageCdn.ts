import { renderedAttributes } from '../../contract';

/**
 * Drawn once per page load: every image of a load comes from the same CDN, a random one of the
 * start-up `imageCDNs` (shell-and-content §2), so loads spread over the CDNs. A page the server
 * rendered names the draw its pictures were chosen with (contract/serverRender.ts): the app keeps
 * it, so hydration draws the same addresses and no picture is fetched twice.
 */
let pageLoadDraw: number = renderedDraw() ?? Math.random();

function renderedDraw(): number | null {
  if (typeof document === 'undefined') return null;
  const draw = Number.parseFloat(document.getElementById('root')?.getAttribute(renderedAttributes.imageCdnDraw) ?? '');
  return Number.isFinite(draw) && draw >= 0 && draw < 1 ? draw : null;
}

/** The draw of this load: the server renders each page with one of its own (src/entry-server.tsx). */
export function drawImageCdnWith(draw: number): void {
  pageLoadDraw = draw;
}

export function imageCdnDraw(): number {
  return pageLoadDraw;
}

export function chosenImageCdn(cdns: readonly string[], draw: number = pageLoadDraw): string {
  return cdns[Math.min(cdns.length - 1, Math.floor(draw * cdns.length))] ?? '';
}

/** A contract image path (`game/RNG-0042.svg`) on a CDN (`/cdn/a`, `https://img.example`). */
export function imageUrl(cdn: string, path: string): string {
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
