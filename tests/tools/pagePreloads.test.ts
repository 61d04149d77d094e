import { describe, expect, it } from 'vitest';
import { routePathOf } from '../../scripts/pagePreloads';

const split = (file: string) => `/work/app/src/routes/${file}?tsr-split=component`;

describe('the address of a route file, by the router’s file conventions (issue 14)', () => {
  it('maps a page file to its path, without the pathless layouts', () => {
    expect(routePathOf(split('m/login.tsx'))).toBe('/m/login');
    expect(routePathOf(split('m/_session/member/benefits.tsx'))).toBe('/m/member/benefits');
    expect(routePathOf(split('m/_agent/member/agent/agentRebeat.tsx'))).toBe('/m/member/agent/agentRebeat');
  });

  it('gives an index file its folder’s path and unescapes bracketed names', () => {
    expect(routePathOf(split('m/_agent/agent/index.tsx'))).toBe('/m/agent');
    expect(routePathOf(split('index.tsx'))).toBe('/');
    expect(routePathOf(split('m/[index].tsx'))).toBe('/m/index');
    expect(routePathOf(split('m/register[.]html.tsx'))).toBe('/m/register.html');
  });

  it('leaves out what is not one page of a fixed address, and what is not a split component', () => {
    expect(routePathOf(split('m/game/$gameId.tsx'))).toBeNull();
    expect(routePathOf(split('m/-private/page.tsx'))).toBeNull();
    expect(routePathOf('/work/app/src/routes/m/login.tsx')).toBeNull();
    expect(routePathOf('/work/app/src/screens/login/LoginScreen.tsx?tsr-split=component')).toBeNull();
    expect(routePathOf(null)).toBeNull();
  });
});
