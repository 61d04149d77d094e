import type { Config } from 'dompurify';
import { disarmMarkup } from './disarmMarkup';

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

const srcsetAttributes = new Set(['srcset', 'imagesrcset']);

/** The address of each candidate: after the commas and spaces that part candidates, up to a space. */
function srcsetAddresses(srcset: string): string[] {
  return srcset.split(',').flatMap((candidate) => candidate.trim().split(/\s+/, 1).filter((address) => address !== ''));
}

/** DOMPurify is loaded with the first screen that shows operator HTML, never in the first load. */
let loading: Promise<(html: string) => string> | undefined;

export function loadSanitizer(): Promise<(html: string) => string> {
  loading ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) => {
        // Parsed disarmed (see disarmMarkup): each kept attribute is judged on its own value.
        const { html: disarmed, unmark } = disarmMarkup(html);
        purify.addHook('uponSanitizeAttribute', (node, attribute) => {
          attribute.attrValue = unmark(attribute.attrValue);
          // DOMPurify judges a srcset by its start only; every candidate's address must pass as a src.
          if (srcsetAttributes.has(attribute.attrName)) {
            const tag = node.nodeName.toLowerCase();
            attribute.keepAttr = srcsetAddresses(attribute.attrValue).every((address) => purify.isValidAttribute(tag, 'src', address));
          }
        });
        try {
          return unmark(purify.sanitize(disarmed, config));
        } finally {
          purify.removeHook('uponSanitizeAttribute');
        }
      },
    (error: unknown) => {
      // A chunk that failed to load (a network drop) is asked for again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
