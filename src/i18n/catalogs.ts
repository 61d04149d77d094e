import type { Messages } from '@lingui/core';
import catalogAddresses from 'virtual:catalog-addresses';
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

type CatalogModule = { messages: Messages };

/** Catalogs imported again so far: each such import needs an address of its own. */
let freshImports = 0;

/**
 * Language `code`'s catalog. A failed import is tried once more at once, under its file's address
 * with a query (scripts/catalogAddresses.ts): the browser keeps a failed module for the page's
 * life, so the language machine's retry, or the load after a failed early download
 * (`fetchFirstCatalog`), would otherwise fail without asking the network again.
 */
export async function importCatalog(code: OfferedCode): Promise<CatalogModule> {
  try {
    return await catalogLoaders[code]();
  } catch (error) {
    const address = catalogAddresses[code];
    if (address === undefined) throw error;
    freshImports += 1;
    const module: unknown = await import(/* @vite-ignore */ `${address}?retry=${freshImports}`);
    if (!isCatalogModule(module)) throw new Error(`${address} is not a catalog`);
    return module;
  }
}

function isCatalogModule(module: unknown): module is CatalogModule {
  return typeof module === 'object' && module !== null && 'messages' in module && typeof module.messages === 'object';
}

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
