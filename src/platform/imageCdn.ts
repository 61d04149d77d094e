/**
 * Drawn once per page load: every image of a load comes from the same CDN, a random one of the
 * start-up `imageCDNs` (shell-and-content §2), so loads spread over the CDNs.
 */
const pageLoadDraw = Math.random();

export function chosenImageCdn(cdns: readonly string[], draw: number = pageLoadDraw): string {
  return cdns[Math.min(cdns.length - 1, Math.floor(draw * cdns.length))] ?? '';
}

/** A contract image path (`game/RNG-0042.svg`) on a CDN (`/cdn/a`, `https://img.example`). */
export function imageUrl(cdn: string, path: string): string {
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
