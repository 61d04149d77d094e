const here = 'https://app.invalid';

/**
 * A place to come back to after logging in (a guard or a guest's tap sends them to /m/login with
 * it): a path of this app with its query, never another site, never the login page itself. Anything
 * else is dropped, and the login goes home as usual.
 */
export function safeReturnPath(value: string): string | undefined {
  // Protocol-relative and backslash forms resolve to other hosts in browsers.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, here);
  } catch {
    return undefined;
  }
  if (url.origin !== here || !url.pathname.startsWith('/m/') || url.pathname === '/m/login') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
