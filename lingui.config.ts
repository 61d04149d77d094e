import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Catalog folders use the spec's language codes in lower case (EN, TY, PT, PT-BR → pt-br).
 * `locales` lists the languages that have a catalog, complete or in progress; which of them the
 * app offers and bundles is `completeLanguageCodes` in src/i18n/languages.ts, checked against
 * these catalogs by tests/tools/catalogs.test.ts. A message a catalog does not translate compiles
 * to the English text (`fallbackLocales`), message by message.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ty', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'machines'] }],
  format: formatter({ lineNumbers: false }),
});
