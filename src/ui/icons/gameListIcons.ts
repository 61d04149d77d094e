/**
 * The game list's icons (24 × 24, stroked): GameSearchForm's button and GameTile's favourite toggle.
 */
export const magnifierLens = { cx: 10.5, cy: 10.5, r: 6.5 } as const;
export const magnifierHandlePath = 'M15.5 15.5 21 21';
export const heartPath =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 5 6.6 5c2 0 3.4 1.1 4.2 2.4h2.4C14 6.1 15.4 5 17.4 5c3.2 0 5.1 3.2 3.9 6.3-1.8 4.6-9.3 9.2-9.3 9.2z';
