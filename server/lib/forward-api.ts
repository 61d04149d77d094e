import { errorCodes } from '../../contract';
import { withPeerAddress } from './client-key';
import { failure } from './respond';

/** Methods a fetch `Request` cannot carry: building one for them throws, which was a 500. */
const unsupportedMethods: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * Hands a `/wps` or `/dev` request to the API with the TCP peer appended to X-Forwarded-For (for
 * the per-client limits, server/lib/client-key.ts). The one way this project's servers (`npm
 * start`, the Vite plugin) reach the API.
 */
export async function forwardToApi(
  fetch: (request: Request) => Response | Promise<Response>,
  request: Request,
  peerAddress: string | undefined,
): Promise<Response> {
  if (unsupportedMethods.has(request.method.toUpperCase())) {
    return Response.json(failure(errorCodes.validation, `Method ${request.method} is not allowed`), {
      status: 405,
      headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'Cache-Control': 'no-store' },
    });
  }
  return fetch(withPeerAddress(request, peerAddress));
}
