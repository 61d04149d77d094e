/**
 * Which parts of the page shell a page shows (shell-and-content §2). Pages are named by path, as
 * the spec names them; a trailing slash does not make a different page.
 */
export type Chrome = {
  header: 'hidden' | 'home' | 'back';
  footer: boolean;
  /** Where the header's back arrow goes; undefined means one page back (or home with no history). */
  backTo: '/m/home' | undefined;
};

const home = '/m/home';
/** Pages with a header of their own: login, register, member center, agent home. */
const headerHidden = new Set(['/m/login', '/m/register', '/m/mine', '/m/agent']);
const footerHidden = new Set([
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
]);
/** Back goes home from login, register, trial, notice and forget. */
const backHome = new Set(['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget']);

export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function chromeFor(pathname: string): Chrome {
  const path = normalizePath(pathname);
  return {
    header: headerHidden.has(path) ? 'hidden' : path === home ? 'home' : 'back',
    footer: !footerHidden.has(path),
    backTo: backHome.has(path) ? home : undefined,
  };
}

/** The member area (accounts §2): the member center and the pages under /m/member/. */
export function isMemberArea(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/m/mine' || path.startsWith('/m/member/');
}
