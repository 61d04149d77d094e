import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';
import { manifestPath, offeredLanguages, sourceLanguage, type OfferedLanguage } from '../src/i18n/languages';

/** The installed app's colours: the page's background (styles.css `--bg`) and theme colour. */
const background = '#0f1a2b';

/** Source texts of the catalogs (locales/<code>/messages.po) the manifest shows. */
const shortcutTexts = { games: 'Games', memberCenter: 'Member center' } as const;

function translations(code: string): Record<string, string> {
  const catalog = formatter({ lineNumbers: false }).parse(
    readFileSync(join('locales', code, 'messages.po'), 'utf8'),
    { locale: code, sourceLocale: sourceLanguage.code, filename: `${code}/messages.po` },
  );
  const byText: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    byText[entry.message ?? id] = entry.translation || entry.message || id;
  }
  return byText;
}

/** One language's web app manifest (issue 14): `lang`, `dir` and the shortcuts' names in it. */
export function webManifest(language: OfferedLanguage): Record<string, unknown> {
  const texts = translations(language.code);
  const text = (source: string) => {
    const translated = language.code === sourceLanguage.code ? source : texts[source];
    if (translated === undefined) throw new Error(`locales/${language.code}/messages.po has no "${source}"`);
    return translated;
  };
  return {
    id: '/m/home',
    name: 'WinPlay',
    short_name: 'WinPlay',
    lang: language.htmlLang,
    dir: language.dir,
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: background,
    background_color: background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: text(shortcutTexts.games), url: '/m/gameList', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: text(shortcutTexts.memberCenter), url: '/m/mine', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  };
}

/**
 * Writes one web app manifest per offered language (`manifestPath`), so an installed
 * app takes the language the player chose: the page links the one of its language
 * (src/i18n/i18n.ts `reflectOnDocument`) and a static host serves them as they are. A catalog that
 * lacks one of the manifest's texts fails the build.
 */
export function webManifests(): Plugin {
  const source = (language: OfferedLanguage) => `${JSON.stringify(webManifest(language), null, 2)}\n`;
  return {
    name: 'web-manifests',
    configureServer(server) {
      // Only a manifest's own address reads its catalog: every other dev request passes straight on.
      server.middlewares.use((request, response, next) => {
        const language = offeredLanguages.find(({ code }) => request.url === manifestPath(code));
        if (language === undefined) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(source(language));
      });
    },
    generateBundle() {
      for (const language of offeredLanguages) {
        this.emitFile({ type: 'asset', fileName: manifestPath(language.code).slice(1), source: source(language) });
      }
    },
  };
}
