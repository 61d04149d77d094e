import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { languages, sourceLanguage } from '../../src/i18n/languages';

type Entry = { id: string; translation: string };

/** Reads msgid/msgstr pairs from a Lingui .po catalog (single-line entries, as Lingui writes). */
function readCatalog(code: string): Entry[] {
  const text = readFileSync(`locales/${code}/messages.po`, 'utf8');
  const entries: Entry[] = [];
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const match of text.matchAll(pattern)) {
    const [, id = '', translation = ''] = match;
    if (id !== '') entries.push({ id, translation });
  }
  return entries;
}

describe('message catalogs', () => {
  it('the source catalog holds every message in the code', () => {
    const before = readFileSync(`locales/${sourceLanguage.code}/messages.po`, 'utf8');
    execFileSync('npx', ['lingui', 'extract', '--locale', sourceLanguage.code], { stdio: 'pipe' });
    const after = readFileSync(`locales/${sourceLanguage.code}/messages.po`, 'utf8');
    expect(after, 'run npm run i18n:extract and commit locales/').toBe(before);
  }, 60_000);

  for (const language of languages.filter((candidate) => candidate !== sourceLanguage)) {
    it(`${language.nativeName} (${language.code}) translates every source message`, () => {
      const source = readCatalog(sourceLanguage.code).map((entry) => entry.id);
      const translated = new Map(readCatalog(language.code).map((entry) => [entry.id, entry.translation]));
      const missing = source.filter((id) => (translated.get(id) ?? '') === '');
      expect(missing).toEqual([]);
    });
  }
});
