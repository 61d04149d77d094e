/**
 * The language table: every code of the interface dictionary (accounts §1, shell-and-content §1).
 *
 * - `specCode` is the spec's code (EN, CN, PT-BR, TY, ...); `code` is the same in lower case and
 *   names the catalog folder (`locales/<code>/messages.po`), the Lingui locale and the stored choice.
 * - `htmlLang` is the BCP 47 tag for `<html lang>` and Intl formatting (CN → zh-CN, TY → fil).
 * - `nativeName` is how the picker shows the language: in that language, never translated.
 * - `dir` is the text direction the document takes.
 */
type LanguageDefinition = {
  code: string;
  specCode: string;
  htmlLang: string;
  nativeName: string;
  englishName: string;
  dir: 'ltr' | 'rtl';
};

export const languageTable = [
  { code: 'en', specCode: 'EN', htmlLang: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'cn', specCode: 'CN', htmlLang: 'zh-CN', nativeName: '中文简体', englishName: 'Chinese (Simplified)', dir: 'ltr' },
  { code: 'tw', specCode: 'TW', htmlLang: 'zh-TW', nativeName: '繁體中文', englishName: 'Chinese (Traditional)', dir: 'ltr' },
  { code: 'ja', specCode: 'JA', htmlLang: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr' },
  { code: 'ko', specCode: 'KO', htmlLang: 'ko', nativeName: '한국어', englishName: 'Korean', dir: 'ltr' },
  { code: 'th', specCode: 'TH', htmlLang: 'th', nativeName: 'ไทย', englishName: 'Thai', dir: 'ltr' },
  { code: 'vi', specCode: 'VI', htmlLang: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr' },
  { code: 'id', specCode: 'ID', htmlLang: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr' },
  { code: 'ms', specCode: 'MS', htmlLang: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay', dir: 'ltr' },
  { code: 'es', specCode: 'ES', htmlLang: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr' },
  { code: 'pt', specCode: 'PT', htmlLang: 'pt', nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr' },
  { code: 'pt-br', specCode: 'PT-BR', htmlLang: 'pt-BR', nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)', dir: 'ltr' },
  { code: 'ty', specCode: 'TY', htmlLang: 'fil', nativeName: 'Filipino', englishName: 'Filipino (Tagalog)', dir: 'ltr' },
  { code: 'hi', specCode: 'HI', htmlLang: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  { code: 'ar', specCode: 'AR', htmlLang: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
  { code: 'ru', specCode: 'RU', htmlLang: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr' },
  { code: 'tr', specCode: 'TR', htmlLang: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr' },
  { code: 'fr', specCode: 'FR', htmlLang: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr' },
  { code: 'de', specCode: 'DE', htmlLang: 'de', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr' },
  { code: 'it', specCode: 'IT', htmlLang: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr' },
  { code: 'nl', specCode: 'NL', htmlLang: 'nl', nativeName: 'Nederlands', englishName: 'Dutch', dir: 'ltr' },
  { code: 'pl', specCode: 'PL', htmlLang: 'pl', nativeName: 'Polski', englishName: 'Polish', dir: 'ltr' },
  { code: 'km', specCode: 'KM', htmlLang: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer', dir: 'ltr' },
  { code: 'lo', specCode: 'LO', htmlLang: 'lo', nativeName: 'ລາວ', englishName: 'Lao', dir: 'ltr' },
  { code: 'my', specCode: 'MY', htmlLang: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese', dir: 'ltr' },
  { code: 'bn', specCode: 'BN', htmlLang: 'bn', nativeName: 'বাংলা', englishName: 'Bengali', dir: 'ltr' },
  { code: 'ur', specCode: 'UR', htmlLang: 'ur', nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl' },
  { code: 'fa', specCode: 'FA', htmlLang: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl' },
  { code: 'he', specCode: 'HE', htmlLang: 'he', nativeName: 'עברית', englishName: 'Hebrew', dir: 'rtl' },
  { code: 'kk', specCode: 'KK', htmlLang: 'kk', nativeName: 'Қазақ тілі', englishName: 'Kazakh', dir: 'ltr' },
  { code: 'uz', specCode: 'UZ', htmlLang: 'uz', nativeName: 'Oʻzbekcha', englishName: 'Uzbek', dir: 'ltr' },
  { code: 'ne', specCode: 'NE', htmlLang: 'ne', nativeName: 'नेपाली', englishName: 'Nepali', dir: 'ltr' },
  { code: 'si', specCode: 'SI', htmlLang: 'si', nativeName: 'සිංහල', englishName: 'Sinhala', dir: 'ltr' },
  { code: 'ta', specCode: 'TA', htmlLang: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil', dir: 'ltr' },
  { code: 'te', specCode: 'TE', htmlLang: 'te', nativeName: 'తెలుగు', englishName: 'Telugu', dir: 'ltr' },
] as const satisfies readonly LanguageDefinition[];

export type Language = (typeof languageTable)[number];
export type LanguageCode = Language['code'];

/**
 * The languages whose catalog translates every source message: the only ones the picker offers
 * and the only catalogs the app bundles (src/i18n/i18n.ts). tests/tools/catalogs.test.ts fails
 * when a language listed here misses a message, and when an unlisted catalog becomes complete.
 */
export const completeLanguageCodes = ['en', 'ty', 'pt'] as const satisfies readonly LanguageCode[];

export type OfferedCode = (typeof completeLanguageCodes)[number];
export type OfferedLanguage = Extract<Language, { code: OfferedCode }>;

function isComplete(language: Language): language is OfferedLanguage {
  return completeLanguageCodes.some((code) => code === language.code);
}

/** What the picker shows, in table order. */
export const offeredLanguages: readonly OfferedLanguage[] = languageTable.filter(isComplete);

/** English: Lingui's source locale and the fallback of every incomplete catalog. */
export const sourceLanguage = languageTable[0];

export function findLanguage(code: string): Language | undefined {
  const wanted = code.trim().toLowerCase();
  return languageTable.find((language) => language.code === wanted);
}

export function findOfferedLanguage(code: string): OfferedLanguage | undefined {
  const language = findLanguage(code);
  return language !== undefined && isComplete(language) ? language : undefined;
}

/** The web app manifest of an offered language (written by scripts/webManifests.ts). */
export function manifestPath(code: OfferedCode): string {
  return `/manifest.${code}.webmanifest`;
}

export function isOfferedCode(code: string): boolean {
  return findOfferedLanguage(code) !== undefined;
}

function parseTag(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag.trim());
  } catch {
    return undefined;
  }
}

/**
 * Matches a browser language tag against `candidates` (shell-and-content §4): its language and
 * region first (`pt-BR` → PT-BR), Chinese by script (`zh-Hant`, `zh-TW`, `zh-HK` → TW; other `zh`
 * → CN), else its language alone (`pt-PT` → PT, `fil-PH` and `tl` → TY). The table's own codes
 * are not BCP 47 (`ty` is Tahitian, `tw` Twi), so a tag is never read as one.
 */
export function matchBrowserTag<T extends Language>(tag: string, candidates: readonly T[]): T | undefined {
  const locale = parseTag(tag);
  if (locale === undefined) return undefined;
  // Intl canonicalizes deprecated subtags: tl → fil, iw → he, in → id.
  const primary = locale.language;
  const sameTag = (wanted: string) =>
    candidates.find((language) => language.htmlLang.toLowerCase() === wanted.toLowerCase());
  if (primary === 'zh') return sameTag(locale.maximize().script === 'Hant' ? 'zh-TW' : 'zh-CN');
  const region = locale.region;
  return (region === undefined ? undefined : sameTag(`${primary}-${region}`)) ?? sameTag(primary);
}

/** The first of the browser's preferred languages that matches a candidate. */
export function matchBrowserLanguage<T extends Language>(tags: readonly string[], candidates: readonly T[]): T | undefined {
  for (const tag of tags) {
    const match = matchBrowserTag(tag, candidates);
    if (match !== undefined) return match;
  }
  return undefined;
}

/**
 * The language to start in: the stored choice if it is still offered, else the browser's
 * preferred languages, else English.
 */
export function initialLanguage(stored: string | null, browserTags: readonly string[]): OfferedLanguage {
  const storedLanguage = stored === null ? undefined : findOfferedLanguage(stored);
  return storedLanguage ?? matchBrowserLanguage(browserTags, offeredLanguages) ?? sourceLanguage;
}
