const languageKey = 'language';

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
}
