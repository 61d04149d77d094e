/**
 * A cookie mirroring the language this device stored (src/platform/preferences.ts): the server
 * asks a page's answers in it, as the app will (server/lib/page-answers.ts), and paints the page
 * in it; in the browser's languages without it. A module of its own, without schemas: the first
 * catalog's download starts before the app's libraries have loaded (src/i18n/catalogs.ts).
 */
export const languageCookieName = 'language';
