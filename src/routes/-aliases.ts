import { redirect, type ParsedLocation } from '@tanstack/react-router';

/**
 * An old address of a page (shell-and-content §2: /, /m, /m/index, /m/index.html for home,
 * /register.html for register, /m/member/home for the member center) goes to its page for
 * good, keeping its query (affiliate codes arrive on register links).
 */
export function aliasOf(to: '/m/home' | '/m/register' | '/m/mine') {
  return ({ location }: { location: ParsedLocation }) => {
    throw redirect({ href: `${to}${location.searchStr}`, replace: true });
  };
}
