import { languageCookieName } from '../../contract/languageCookie';

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
  writeLanguageCookie(code);
}

/**
 * The server's copy of the choice (contract/languageCookie.ts): the next page comes with its
 * answers and the server's render of it in this language.
 */
function writeLanguageCookie(code: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookieName}=${encodeURIComponent(code)}; Path=/; Max-Age=${languageCookieSeconds}; SameSite=Lax${secure}`;
}

/**
 * Gives a choice stored before its cookie existed (or whose cookie has gone) its cookie again, so
 * that from the next page on the server paints in that language too.
 */
export function mirrorLanguagePreference(): void {
  const stored = readLanguagePreference();
  const mirrored = document.cookie.split('; ').includes(`${languageCookieName}=${encodeURIComponent(stored ?? '')}`);
  if (stored !== null && !mirrored) writeLanguageCookie(stored);
}
