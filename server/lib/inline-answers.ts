import { inlineAnswersElementId } from '../../contract';
import { deadline } from './deadline';

/** One answer slower than this is not waited for: the page's render goes without it. */
const answerWaitMs = 1_000;

/**
 * The platform's answer to a guest's GET of `key` (path and query), as the page's own call would
 * get it: the page request's headers (the same site and client) without its credentials, its
 * JSON envelope whatever the status. Rejects when the platform does not answer in time, or not
 * with JSON.
 */
export function guestAnswers(page: Request, fetchApi: (request: Request) => Promise<Response>): (key: string) => Promise<unknown> {
  return async (key) => {
    const { signal, within } = deadline(answerWaitMs);
    const headers = new Headers(page.headers);
    headers.delete('Authorization');
    headers.set('Accept', 'application/json');
    headers.set('Sec-Fetch-Dest', 'empty');
    headers.set('Sec-Fetch-Mode', 'cors');
    const response = await within(fetchApi(new Request(new URL(key, page.url), { headers, signal })));
    return await within(response.json());
  };
}

/**
 * The page with its answers in a JSON block, which no script runs (so the page's CSP need not
 * allow it). `<` is escaped so no value can close the block.
 */
export function withInlineAnswers(html: string, answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return html;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${inlineAnswersElementId}">${json}</script>`;
  // A function, not a string: `$&` or `$'` in a value would otherwise be read as a pattern.
  return html.replace('</head>', () => `${block}\n  </head>`);
}
