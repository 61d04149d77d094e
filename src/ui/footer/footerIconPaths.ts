/**
 * The footer's icons (24 × 24 line drawings), drawn by the app's footer (icons.tsx).
 */
export const footerIconPaths = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  activity: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1',
  deposit: 'M12 5v14M5 12h14',
  service: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1zM20 14h-3v5h2a1 1 0 001-1zM17 19c0 1.5-2 2-5 2',
  members: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
} as const;

/** How the footer strokes its icons (the same attributes, as SVG writes them). */
export const footerIconStroke = { fill: 'none', stroke: 'currentColor', strokeWidth: '1.9', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
