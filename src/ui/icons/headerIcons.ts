/**
 * The header's icons (24 × 24, stroked), drawn by the app's buttons and, before any script, by the
 * server's shell of a page (server/lib/page-shell.ts): the same arrow in both.
 */
export const backArrowPath = 'M15 5l-7 7 7 7';
export const menuPath = 'M4 7h16M4 12h16M4 17h16';
