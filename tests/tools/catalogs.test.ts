import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { lingui } from '@lingui/vite-plugin';
import { createServer } from 'vite';
import linguiConfig from '../../lingui.config';
import { completeLanguageCodes, findLanguage, sourceLanguage } from '../../src/i18n/languages';

type Entry = { id: string; source: string; translation: string };

const po = formatter();

function catalogPath(code: string): string {
  return `locales/${code}/messages.po`;
}

/** The live (not obsolete) messages of a .po catalog, with their translations. */
async function readCatalog(path: string): Promise<Entry[]> {
  const catalog = await po.parse(readFileSync(path, 'utf8'), { locale: null, sourceLocale: 'en', filename: path });
  return Object.entries(catalog)
    .filter(([, message]) => message.obsolete !== true)
    .map(([id, message]) => ({ id, source: message.message ?? id, translation: message.translation ?? '' }));
}

/** Source messages (by their English text) that the catalog of `code` leaves untranslated. */
async function untranslated(code: string): Promise<string[]> {
  const source = await readCatalog(catalogPath(sourceLanguage.code));
  const translated = new Map((await readCatalog(catalogPath(code))).map((entry) => [entry.id, entry.translation]));
  return source.filter((entry) => (translated.get(entry.id) ?? '') === '').map((entry) => entry.source);
}

const catalogFolders = readdirSync('locales').filter((name) => statSync(join('locales', name)).isDirectory());
const isComplete = (code: string) => completeLanguageCodes.some((complete) => complete === code);

describe('message catalogs', () => {
  it('the source catalog holds every message in the code', () => {
    const before = readFileSync(catalogPath(sourceLanguage.code), 'utf8');
    execFileSync('npx', ['lingui', 'extract', '--locale', sourceLanguage.code], { stdio: 'pipe' });
    const after = readFileSync(catalogPath(sourceLanguage.code), 'utf8');
    expect(after, 'run npm run i18n:extract and commit locales/').toBe(before);
  }, 60_000);

  it('every catalog folder is a language of the table, named by its lower-case code, and in lingui.config.ts', () => {
    for (const folder of catalogFolders) {
      expect(findLanguage(folder)?.code, `locales/${folder} is not a code of src/i18n/languages.ts`).toBe(folder);
      expect(linguiConfig.locales, `add "${folder}" to locales in lingui.config.ts`).toContain(folder);
    }
    expect([...linguiConfig.locales].sort()).toEqual([...catalogFolders].sort());
  });

  it('English is the source locale and the fallback of every other catalog', () => {
    expect(linguiConfig.sourceLocale).toBe(sourceLanguage.code);
    expect(linguiConfig.fallbackLocales).toEqual({ default: sourceLanguage.code });
  });

  describe('offered languages (completeLanguageCodes)', () => {
    for (const code of completeLanguageCodes) {
      it(`${code} has a catalog that translates every source message`, async () => {
        expect(existsSync(catalogPath(code)), `${catalogPath(code)} is missing`).toBe(true);
        expect(await untranslated(code), `${code} is offered in the picker: translate these`).toEqual([]);
      });
    }

    for (const code of catalogFolders.filter((folder) => !isComplete(folder))) {
      it(`${code} is not offered, so its catalog is still incomplete`, async () => {
        const missing = await untranslated(code);
        expect(missing.length, `${code} translates everything: add it to completeLanguageCodes`).toBeGreaterThan(0);
      });
    }

    it('the app bundles the catalogs of the offered languages and no other', () => {
      const imported = new Set<string>();
      const pattern = /locales\/([a-z-]+)\/messages\.po/g;
      for (const file of sourceFiles('src')) {
        for (const match of readFileSync(file, 'utf8').matchAll(pattern)) imported.add(match[1] ?? '');
      }
      expect([...imported].sort()).toEqual([...completeLanguageCodes].sort());
    });
  });
});

/**
 * A message a catalog does not translate shows in English, message by message. The catalogs are
 * compiled by @lingui/vite-plugin (on import, in dev and in the build); this runs the same plugin
 * with the project's Lingui settings over a deliberately partial catalog in tests/fixtures.
 */
describe('English fallback of an incomplete catalog', () => {
  it('compiles untranslated and absent messages to their English text', async () => {
    const server = await createServer({
      configFile: false,
      root: process.cwd(),
      plugins: [lingui({ configPath: 'tests/fixtures/partial-catalog/lingui.config.ts' })],
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'silent',
    });
    let compiled: unknown;
    try {
      compiled = (await server.ssrLoadModule('/tests/fixtures/partial-catalog/ja/messages.po')).messages;
    } finally {
      await server.close();
    }
    expect(isMessages(compiled)).toBe(true);
    if (!isMessages(compiled)) return;

    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'ja', messages: compiled });
    // Production builds strip the source text from the call site: only the id reaches the catalog.
    const show = (source: string) => i18n._(generateMessageId(source));
    expect(show('Log in')).toBe('ログイン');
    expect(show('Password')).toBe('Password');
    expect(show('Games, banners and announcements are not available yet.')).toBe(
      'Games, banners and announcements are not available yet.',
    );
  });
});

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => /\.(ts|tsx)$/.test(path) && !relative(dir, path).includes('node_modules'));
}
