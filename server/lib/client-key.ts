import type { Context } from 'hono';

/*
 * Who is calling, for the per-client limits. The one place that decides it.
 *
 * The key is the right-most `X-Forwarded-For` entry: the address the nearest hop saw. The servers of
 * this project (`npm start`, the Vite plugin) append the TCP peer to that header before the platform
 * sees the request, exactly as a reverse proxy does, so a client cannot choose its own key by sending
 * the header itself. Behind one more proxy, that proxy's appended entry is the one read.
 */

export const forwardedForHeader = 'x-forwarded-for';

const maxKeyLength = 64;

export function clientKey(c: Context): string {
  return clientKeyOf(c.req.header(forwardedForHeader));
}

export function clientKeyOf(forwardedFor: string | undefined): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
  const nearest = hops[hops.length - 1];
  return nearest ? nearest.slice(0, maxKeyLength) : 'unknown';
}

/**
 * The request with the TCP peer appended to X-Forwarded-For, as a proxy would. Built from its parts:
 * @hono/node-server hands over a lightweight request that `new Request(request)` cannot copy.
 */
export function withPeerAddress(request: Request, address: string | undefined): Request {
  if (!address) return request;
  const headers = new Headers(request.headers);
  const existing = headers.get(forwardedForHeader);
  headers.set(forwardedForHeader, existing ? `${existing}, ${address}` : address);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // `duplex` lets Node's fetch stream a request body; the DOM typings do not know it yet.
  const init = { method: request.method, headers, body: hasBody ? request.body : null, duplex: 'half', signal: request.signal };
  return new Request(request.url, init);
}
