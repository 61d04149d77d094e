import { describe, expect, it } from 'vitest';
import { chromeFor, isMemberArea } from '../../src/screens/shell/chrome';

// shell-and-content §2: the header is hidden on login, register, mine and agent; the footer on
// login, register, trail, launchGame, changePsw, notice, forget, service, moreLottery,
// useragreement, maintenance and agent; back goes home on login, register, trial, notice, forget.
describe('page shell by page', () => {
  it.each([
    ['/m/home', 'home', true, undefined],
    ['/m/login', 'hidden', false, '/m/home'],
    ['/m/register', 'hidden', false, '/m/home'],
    ['/m/mine', 'hidden', true, undefined],
    ['/m/agent', 'hidden', false, undefined],
    ['/m/trail', 'back', false, '/m/home'],
    ['/m/launchGame', 'back', false, undefined],
    ['/m/changePsw', 'back', false, undefined],
    ['/m/notice', 'back', false, '/m/home'],
    ['/m/forget', 'back', false, '/m/home'],
    ['/m/service', 'back', false, undefined],
    ['/m/moreLottery', 'back', false, undefined],
    ['/m/useragreement', 'back', false, undefined],
    ['/m/maintenance', 'back', false, undefined],
    ['/m/activity', 'back', true, undefined],
    ['/m/set', 'back', true, undefined],
    ['/m/agent/team/overview', 'back', true, undefined],
    ['/m/no-such-page', 'back', true, undefined],
  ])('%s: header %s, footer %s, back to %s', (path, header, footer, backTo) => {
    expect(chromeFor(path)).toEqual({ header, footer, backTo });
  });

  it('treats a trailing slash as the same page', () => {
    expect(chromeFor('/m/login/')).toEqual(chromeFor('/m/login'));
    expect(chromeFor('/m/home/').header).toBe('home');
  });

  it('knows the member area: the member center and /m/member/ pages', () => {
    expect(isMemberArea('/m/mine')).toBe(true);
    expect(isMemberArea('/m/member/benefits')).toBe(true);
    expect(isMemberArea('/m/member/agent/agentRebeat/')).toBe(true);
    expect(isMemberArea('/m/home')).toBe(false);
    expect(isMemberArea('/m/memberx')).toBe(false);
  });
});
