import { inlineAnswersElementId, inlinedPaths } from '../../contract';

/** A platform slower than this answers the page's own call instead: the page is not held back. */
const answerWaitMs = 1_000;

/**
 * The platform's answers for contract/inlineAnswers.ts's paths, as the page's own first calls
 * would get them: the page request's headers, so the same site and client. Only successes: a
 * failure is the page's to meet through its own call, with its retry. Never throws.
 */
export async function fetchInlineAnswers(
  fetchApi: (request: Request) => Promise<Response>,
  page: Request,
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    inlinedPaths.map(async (path) => {
      try {
        const headers = new Headers(page.headers);
        headers.set('Accept', 'application/json');
        const signal = AbortSignal.timeout(answerWaitMs);
        const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        const response = await Promise.race([fetchApi(new Request(new URL(path, page.url), { headers, signal })), timedOut]);
        if (!response.ok) return [];
        const body: unknown = await Promise.race([response.json(), timedOut]);
        const succeeded = typeof body === 'object' && body !== null && 'success' in body && body.success === true;
        return succeeded ? [[path, body] as const] : [];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(answers.flat());
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
