import { i18n } from '@lingui/core';
import { importCatalog } from './catalogs';
import { findLanguage, findOfferedLanguage, manifestPath, sourceLanguage, type OfferedLanguage } from './languages';

function offered(code: string): OfferedLanguage {
  const language = findOfferedLanguage(code);
  if (language === undefined) throw new Error(`"${code}" is not an offered language`);
  return language;
}

/** Fetches the compiled catalog and hands it to Lingui without activating it. */
export async function loadCatalog(code: string): Promise<void> {
  const language = offered(code);
  const { messages } = await importCatalog(language.code);
  i18n.load(language.code, messages);
}

/** Activates a loaded catalog; plurals, dates and numbers follow the language's BCP 47 tag. */
export function activateCatalog(code: string): void {
  const language = offered(code);
  i18n.activate(language.code, [language.htmlLang]);
}

/**
 * `<html lang dir>`, so screen readers, hyphenation and text direction follow the language; any
 * language of the table (Arabic, Persian, Hebrew and Urdu turn the page right to left). An offered
 * language also links its web app manifest (scripts/webManifests.ts), so the app installs in it;
 * another keeps the manifest linked, or links English's, the language its catalog falls back to.
 * The page itself links none (index.html): the browser then fetches only the manifest of the
 * language shown, once the app runs, not one while the page paints (issue 14).
 */
export function reflectOnDocument(code: string, root: HTMLElement = document.documentElement): void {
  const language = findLanguage(code);
  if (language === undefined) throw new Error(`"${code}" is not a language of the table`);
  root.lang = language.htmlLang;
  root.dir = language.dir;
  const linked = root.querySelector('link[rel="manifest"]');
  const manifest = findOfferedLanguage(language.code) ?? (linked === null ? sourceLanguage : undefined);
  if (manifest === undefined) return;
  const link = linked ?? root.ownerDocument.createElement('link');
  link.setAttribute('rel', 'manifest');
  link.setAttribute('href', manifestPath(manifest.code));
  if (linked === null) root.querySelector('head')?.append(link);
}

export { i18n };
