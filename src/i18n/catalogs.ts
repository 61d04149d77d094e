import type { Messages } from '@lingui/core';
import { readLanguagePreference } from '../platform/preferences';
import { initialLanguage, type OfferedCode, type OfferedLanguage } from './languages';

/**
 * One lazy chunk per offered language, and no other: a catalog that is not complete is not
 * shipped. @lingui/vite-plugin compiles each `.po` on import; a message the catalog leaves
 * untranslated compiles to its English text (lingui.config.ts `fallbackLocales`).
 */
export const catalogLoaders: Record<OfferedCode, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  ty: () => import('../../locales/ty/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
};

/** The language to start in: stored choice → browser languages → English. */
export function detectInitialLanguage(): OfferedLanguage {
  return initialLanguage(readLanguagePreference(), window.navigator.languages);
}

/**
 * Asks for the catalog the app will start in, ahead of the app (src/main.tsx): its download then
 * runs beside the app's files instead of after them. The app's own load of it (the language
 * machine's) finds the module already there; a failure here is that load's to report.
 */
export function fetchFirstCatalog(): void {
  catalogLoaders[detectInitialLanguage().code]().catch(() => undefined);
}
