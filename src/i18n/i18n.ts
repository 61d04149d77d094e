import { i18n, type Messages } from '@lingui/core';
import { readLanguagePreference, writeLanguagePreference } from '../platform/preferences';
import { findLanguage, matchBrowserLanguage, sourceLanguage, type Language, type LanguageCode } from './languages';

const catalogLoaders: Record<LanguageCode, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  ty: () => import('../../locales/ty/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
};

export function initialLanguage(): Language {
  const saved = readLanguagePreference();
  const savedLanguage = saved === null ? undefined : findLanguage(saved);
  return savedLanguage ?? matchBrowserLanguage(window.navigator.languages) ?? sourceLanguage;
}

/** Loads the catalog, activates it and reflects it on `<html lang dir>`. */
export async function activateLanguage(language: Language, options: { persist: boolean }): Promise<void> {
  const { messages } = await catalogLoaders[language.code]();
  i18n.loadAndActivate({ locale: language.code, messages });
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.dir;
  if (options.persist) writeLanguagePreference(language.code);
}

export { i18n };
