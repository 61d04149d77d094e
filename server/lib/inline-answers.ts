import { z } from 'zod/mini';
import { apiPaths, inlineAnswersElementId, inlinedPaths, successEnvelopeSchema } from '../../contract';
import { deadline } from './deadline';
import type { PageAnswerKeys } from './page-answers';

/** A platform slower than this answers the page's own call instead: the page is not held back. */
const answerWaitMs = 1_000;

/**
 * The platform's answers for contract/inlineAnswers.ts's calls, as the page's own first calls
 * would get them: the page request's headers, so the same site and client. The page's own calls
 * (`pageKeys`: home's content, the game list's first page) are asked for the site the start-up
 * information names. Only successes: a failure is the page's to meet through its own call, with
 * its retry. All within one wait; never throws.
 */
export async function fetchInlineAnswers(
  fetchApi: (request: Request) => Promise<Response>,
  page: Request,
  pageKeys: PageAnswerKeys,
): Promise<Record<string, unknown>> {
  const { signal, within } = deadline(answerWaitMs);
  const answerOf = async (key: string): Promise<[string, unknown][]> => {
    try {
      const headers = new Headers(page.headers);
      headers.set('Accept', 'application/json');
      const response = await within(fetchApi(new Request(new URL(key, page.url), { headers, signal })));
      if (!response.ok) return [];
      const body: unknown = await within(response.json());
      return successEnvelopeSchema(z.unknown()).safeParse(body).success ? [[key, body]] : [];
    } catch {
      return [];
    }
  };
  const answers = Object.fromEntries((await Promise.all(inlinedPaths.map(answerOf))).flat());
  const site = successEnvelopeSchema(z.object({ merchantCode: z.string() })).safeParse(answers[apiPaths.startup]);
  const keys = site.success ? pageKeys(site.data.value.merchantCode) : [];
  return { ...answers, ...Object.fromEntries((await Promise.all(keys.map(answerOf))).flat()) };
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
