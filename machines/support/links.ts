/**
 * Where a link inside operator-written HTML goes (shell-and-content §3: "links inside are
 * intercepted: http links open externally, relative links navigate in-app"):
 *
 * - `external`: an absolute http(s) address, opened outside the app (a new tab or the browser);
 * - `inApp`: a path of this site (`/m/voucherCenter?x=1`), navigated to by the router;
 * - `ignored`: anything else (`javascript:`, `data:`, `mailto:`, a protocol-relative `//host` or
 *   `/\host` that browsers resolve to another site, a bare fragment): the tap does nothing.
 *
 * `href` is the attribute as written (`getAttribute('href')`), not the resolved `anchor.href`,
 * which is always absolute.
 */
export type LinkKind = 'external' | 'inApp' | 'ignored';

export type LinkTarget = { kind: LinkKind; href: string };

export function linkTarget(rawHref: string): LinkTarget {
  const href = rawHref.trim();
  if (/^https?:\/\/[^/\\]/i.test(href)) return { kind: 'external', href };
  if (/^\/(?![/\\])/.test(href)) return { kind: 'inApp', href };
  return { kind: 'ignored', href };
}
