import { languageCookieName } from '../../contract/inlineAnswers';

const languageKey = 'language';
/** A year: the stored choice itself does not expire. */
const languageCookieSeconds = 365 * 24 * 60 * 60;

export function readLanguagePreference(): string | null {
  try {
    return window.localStorage.getItem(languageKey);
  } catch {
    return null;
  }
}

export function writeLanguagePreference(code: string): void {
  try {
    window.localStorage.setItem(languageKey, code);
  } catch {
    // The choice still applies to this visit.
  }
  // The server's copy (contract/inlineAnswers.ts): the next page comes with answers in this language.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookieName}=${encodeURIComponent(code)}; Path=/; Max-Age=${languageCookieSeconds}; SameSite=Lax${secure}`;
}
