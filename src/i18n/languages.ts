/**
 * Languages with a complete catalog. Codes are the spec's (EN, TY, PT); `htmlLang` is the BCP 47
 * tag for `<html lang>`. The full table of the ~35 dictionary codes arrives with the language
 * picker.
 */
export const languages = [
  { code: 'en', htmlLang: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'ty', htmlLang: 'fil', nativeName: 'Filipino', dir: 'ltr' },
  { code: 'pt', htmlLang: 'pt', nativeName: 'Português', dir: 'ltr' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];
export const sourceLanguage: Language = languages[0];

export function findLanguage(code: string): Language | undefined {
  const wanted = code.toLowerCase();
  return languages.find((language) => language.code === wanted || language.htmlLang === wanted);
}

/** Matches browser tags such as `pt-BR`, `fil-PH` or `tl` to a supported language. */
export function matchBrowserLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    const match = findLanguage(primary === 'tl' ? 'fil' : primary);
    if (match) return match;
  }
  return undefined;
}
