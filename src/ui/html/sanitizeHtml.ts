import type { Config } from 'dompurify';

/**
 * Operator-written HTML keeps its text, structure, links and images, and loses everything that can
 * run or restyle the page: scripts, event handlers, `javascript:` links (DOMPurify's defaults),
 * and inline styles and forms, which the strict Content-Security-Policy would refuse anyway.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/** DOMPurify is loaded with the first screen that shows operator HTML, never in the first load. */
let loading: Promise<(html: string) => string> | undefined;

export function loadSanitizer(): Promise<(html: string) => string> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => (html: string) => purify.sanitize(html, config),
    (error: unknown) => {
      // A chunk that failed to load (a network drop) is asked for again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
