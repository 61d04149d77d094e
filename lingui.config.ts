import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Catalog folders use the spec's language codes in lower case (EN, TY, PT). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ty', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'machines'] }],
  format: formatter({ lineNumbers: false }),
});
