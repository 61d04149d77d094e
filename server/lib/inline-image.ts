import { deadline } from './deadline';

/** Pictures this small go into the page itself; larger ones are only asked for early (a preload). */
const maxInlineBytes = 12 * 1024;
const inlineTypes = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']);
const waitMs = 500;

type Fetch = (request: Request) => Promise<Response>;

/**
 * A first paint's picture (home's first banner, the game list's first row) as a `data:` address,
 * so the first paint shows it with no request of its own (the LCP waits for nothing but the page). An image of this site (`/cdn/...`) comes through
 * `fetchSameOrigin` (the platform), another origin's through `fetch`. Only a known picture type,
 * at most 12 kB, within half a second; anything else is null and the page links the picture
 * instead. Kept by address (CDN pictures do not change under their address), the latest 32.
 */
export function createImageInliner(fetchOther: Fetch = (request) => fetch(request)) {
  const kept = new Map<string, string>();
  return async (src: string, page: Request, fetchSameOrigin: Fetch): Promise<string | null> => {
    let url: URL;
    try {
      url = new URL(src, page.url);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const known = kept.get(url.href);
    if (known !== undefined) return known;
    const { signal, within } = deadline(waitMs);
    try {
      const request = new Request(url, { headers: { Accept: 'image/*' }, signal });
      const response = await within((url.origin === new URL(page.url).origin ? fetchSameOrigin : fetchOther)(request));
      const type = response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!response.ok || !inlineTypes.has(type)) return null;
      const bytes = new Uint8Array(await within(response.arrayBuffer()));
      if (bytes.byteLength > maxInlineBytes) return null;
      const data = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
      kept.set(url.href, data);
      if (kept.size > 32) kept.delete(kept.keys().next().value ?? '');
      return data;
    } catch {
      return null;
    }
  };
}

export type ImageInliner = ReturnType<typeof createImageInliner>;
