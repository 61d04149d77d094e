/**
 * A cookie mirroring the language this device stored (src/platform/preferences.ts): the server
 * renders the page in it, as the app will start (server/front-end.ts); in the browser's languages
 * without it. A module of its own, without schemas: the first
 * catalog's download starts before the app's libraries have loaded (src/i18n/catalogs.ts).
 */
export const languageCookieName = 'language';
