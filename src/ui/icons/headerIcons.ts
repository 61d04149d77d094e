/**
 * The header's icons (24 × 24, stroked), drawn by the app's buttons.
 */
export const backArrowPath = 'M15 5l-7 7 7 7';
export const menuPath = 'M4 7h16M4 12h16M4 17h16';
