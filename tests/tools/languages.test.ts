import { describe, expect, it } from 'vitest';
import {
  completeLanguageCodes,
  findOfferedLanguage,
  initialLanguage,
  languageTable,
  matchBrowserLanguage,
  offeredLanguages,
  sourceLanguage,
} from '../../src/i18n/languages';
import { sourceLanguageCode } from '../../machines/language.machine';

const codes = languageTable.map((language) => language.code);

describe('language table (accounts §1, shell-and-content §1)', () => {
  it('holds the ~35 dictionary codes, each once', () => {
    expect(languageTable.length).toBeGreaterThanOrEqual(35);
    expect(new Set(codes).size).toBe(codes.length);
    for (const spec of ['EN', 'CN', 'TW', 'JA', 'KO', 'TH', 'VI', 'ID', 'MS', 'ES', 'PT', 'PT-BR', 'TY', 'HI', 'AR', 'RU', 'TR', 'FR']) {
      expect(languageTable.map((language) => language.specCode)).toContain(spec);
    }
  });

  it('names catalog folders by the lower-case spec code', () => {
    for (const language of languageTable) expect(language.code).toBe(language.specCode.toLowerCase());
  });

  it('gives each a distinct native name and a canonical BCP 47 tag', () => {
    const names = languageTable.map((language) => language.nativeName);
    expect(new Set(names).size).toBe(names.length);
    for (const language of languageTable) {
      expect(language.nativeName.trim()).not.toBe('');
      expect(Intl.getCanonicalLocales(language.htmlLang)).toEqual([language.htmlLang]);
    }
    const tags = languageTable.map((language) => language.htmlLang);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('maps the spec codes that are not BCP 47 to tags that are', () => {
    const tagOf = (code: string) => languageTable.find((language) => language.code === code)?.htmlLang;
    expect(tagOf('cn')).toBe('zh-CN');
    expect(tagOf('tw')).toBe('zh-TW');
    expect(tagOf('ty')).toBe('fil');
    expect(tagOf('pt-br')).toBe('pt-BR');
  });

  it('writes Arabic, Persian, Hebrew and Urdu right to left, and the rest left to right', () => {
    const rtl = languageTable.filter((language) => language.dir === 'rtl').map((language) => language.code);
    expect(rtl.sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });

  it('offers English, Filipino and Portuguese, in table order, starting with English', () => {
    expect(offeredLanguages.map((language) => language.code)).toEqual(['en', 'pt', 'ty']);
    expect(offeredLanguages.map((language) => language.nativeName)).toEqual(['English', 'Português', 'Filipino']);
    expect([...completeLanguageCodes].sort()).toEqual(['en', 'pt', 'ty']);
    expect(sourceLanguage.code).toBe('en');
    expect(sourceLanguageCode).toBe(sourceLanguage.code);
  });
});

describe('matching against the offered languages (shell-and-content §4)', () => {
  it('finds an offered language by its code in any case, and nothing else', () => {
    expect(findOfferedLanguage('TY')?.code).toBe('ty');
    expect(findOfferedLanguage(' pt ')?.code).toBe('pt');
    expect(findOfferedLanguage('ja')).toBeUndefined();
    expect(findOfferedLanguage('fil')).toBeUndefined();
  });

  it.each([
    [['fil-PH'], 'ty'],
    [['tl'], 'ty'],
    [['pt-BR'], 'pt'],
    [['pt-PT'], 'pt'],
    [['en-GB'], 'en'],
    [['ja-JP', 'pt-BR'], 'pt'],
    [['not a tag', 'fil'], 'ty'],
  ])('browser languages %j → %s', (tags, expected) => {
    expect(matchBrowserLanguage(tags, offeredLanguages)?.code).toBe(expected);
  });

  it('does not read a browser tag as a table code (ty is Tahitian, tw is Twi)', () => {
    expect(matchBrowserLanguage(['ty', 'tw'], offeredLanguages)).toBeUndefined();
  });

  it.each([
    ['zh-CN', 'cn'],
    ['zh', 'cn'],
    ['zh-SG', 'cn'],
    ['zh-Hans-HK', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant', 'tw'],
    ['pt-BR', 'pt-br'],
    ['pt-AO', 'pt'],
    ['iw', 'he'],
    ['in-ID', 'id'],
    ['ms-MY', 'ms'],
  ])('against the whole table, %s → %s', (tag, expected) => {
    expect(matchBrowserLanguage([tag], languageTable)?.code).toBe(expected);
  });

  it('starts in the stored choice, else the browser language, else English', () => {
    expect(initialLanguage('pt', ['fil-PH']).code).toBe('pt');
    expect(initialLanguage('ja', ['fil-PH']).code).toBe('ty');
    expect(initialLanguage(null, ['fil-PH']).code).toBe('ty');
    expect(initialLanguage(null, ['ja-JP', 'ko']).code).toBe('en');
    expect(initialLanguage('garbage', []).code).toBe('en');
  });
});
