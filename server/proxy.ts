import { errorCodes } from '../contract';
import { failure } from './lib/respond';

/** Headers that belong to one hop and must not be forwarded. */
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host'];

export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * Forwards a request to a real platform, streaming both bodies. The target may carry a path prefix
 * (`https://platform.example/api` + `/wps/...`).
 */
export function createProxy(target: string): FetchHandler {
  const base = new URL(target);
  const prefix = base.pathname.replace(/\/+$/, '');
  return async (request) => {
    const incoming = new URL(request.url);
    const url = new URL(`${prefix}${incoming.pathname}${incoming.search}`, base);
    const headers = new Headers(request.headers);
    for (const name of hopByHop) headers.delete(name);
    headers.set('x-forwarded-host', incoming.host);
    headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // `duplex` lets Node's fetch stream a request body; the DOM typings do not know it yet.
    const init = {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      duplex: 'half',
      redirect: 'manual' as const,
      signal: request.signal,
    };
    let upstream: Response;
    try {
      upstream = await fetch(url, init);
    } catch (error) {
      console.error('[proxy]', request.method, url.href, error);
      return Response.json(failure(errorCodes.internal, 'The platform cannot be reached'), { status: 502 });
    }
    const responseHeaders = new Headers(upstream.headers);
    // fetch has already decoded the body, so its encoding and length no longer apply.
    for (const name of ['content-encoding', 'content-length', ...hopByHop]) responseHeaders.delete(name);
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
  };
}
