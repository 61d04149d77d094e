import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setupI18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { OfferedCode, OfferedLanguage } from '../../src/i18n/languages';

/**
 * A source message (its English text, as the app's code writes it) in one language, its
 * placeholders (`{minimumAge}`) filled from `values`.
 */
export type Words = (source: string, values?: Record<string, string | number>) => string;

/** The language a paint speaks (the one the app will start in) and its catalog's words. */
export type PaintWords = { language: OfferedLanguage; words: Words };

const catalogsDir = fileURLToPath(new URL('../../locales/', import.meta.url));
const poFormat = formatter({ lineNumbers: false });

/**
 * The app's own catalog of `code` (locales/<code>/messages.po), compiled as the app's build
 * compiles it: by the message's generated id, an untranslated message in English (lingui.config.ts).
 */
async function compiledCatalog(code: OfferedCode): Promise<Messages> {
  const text = await readFile(`${catalogsDir}${code}/messages.po`, 'utf8');
  const catalog = await poFormat.parse(text, { locale: code, sourceLocale: 'en', filename: `${code}/messages.po` });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    const source = entry.translation || entry.message;
    if (source !== undefined) messages[id] = compileMessage(source);
  }
  return messages;
}

const loaded = new Map<OfferedCode, Promise<Words>>();

/**
 * The words of the app's catalog in `code`, for the first paints the server writes in the language
 * the app will start in: each read once per process (a catalog changes only with a deploy). A
 * message the catalog does not have shows as its source, as the app shows it.
 */
export function catalogWords(code: OfferedCode): Promise<Words> {
  const known = loaded.get(code);
  if (known !== undefined) return known;
  const words = compiledCatalog(code).then((messages) => {
    const i18n = setupI18n({ locale: code, messages: { [code]: messages } });
    return (source: string, values?: Record<string, string | number>) => i18n._({ id: generateMessageId(source), message: source, ...(values === undefined ? {} : { values }) });
  });
  loaded.set(code, words);
  // A failed read is tried again on the next page rather than kept.
  words.catch(() => loaded.delete(code));
  return words;
}
