import { initialLanguage, type OfferedLanguage } from '../../src/i18n/languages';

/** At most this many of a header's languages are read: a browser sends a handful. */
const readLanguages = 16;

/**
 * The languages of an `Accept-Language` header, most wanted first (`q`, then the header's order):
 * what `navigator.languages` gives the app in the same browser. Those weighted 0 are refused.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .slice(0, readLanguages)
    .map((part) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, q: weight === undefined ? 1 : Number(weight.slice(2)) };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/**
 * The language the app will start in on this browser (src/i18n/catalogs.ts): the stored choice
 * its cookie mirrors (contract/languageCookie.ts), else the browser's languages, else English.
 */
export function startLanguage(acceptLanguage: string | undefined, storedLanguage: string | undefined): OfferedLanguage {
  return initialLanguage(storedLanguage ?? null, acceptedLanguages(acceptLanguage));
}
