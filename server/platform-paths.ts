/*
 * The paths the platform answers rather than the front end: its API, the reference platform's dev
 * controls and its image CDNs. The one list `npm start` (main.ts), `npm run dev` (vite-plugin.ts)
 * and the API handler share. No imports: the Vite config loads it.
 */
export const platformPathPrefixes = ['/wps', '/dev', '/cdn'] as const;

/** Whether a path (or a request URL's path and query) goes to the platform. */
export function isApiPath(path: string): boolean {
  return platformPathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}
