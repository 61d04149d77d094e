import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { AnyRoute } from '@tanstack/react-router';
import { SessionOutlet } from '../../src/app/routeSession';
import { createTestAppRouter } from './support/renderApp';
import { startTestApp } from './support/testApp';

let routes: AnyRoute[] = [];
/** Pages render a screen; the root, the guard layouts and the old addresses (redirects) do not. */
let pages: AnyRoute[] = [];

/** Every route of the app's real route tree, as its router knows them. */
async function appRoutes(): Promise<AnyRoute[]> {
  return Object.values(createTestAppRouter(await startTestApp()).routesById);
}

/** A page's path as the spec names it: `/m/agent/` (the agent index route) is /m/agent. */
function pathOf(route: AnyRoute): string {
  const path: string = route.fullPath;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function pagesWhere(test: (route: AnyRoute) => boolean): string[] {
  return pages.filter(test).map(pathOf).sort();
}

const sorted = (paths: string[]) => [...paths].sort();

// The titles of every page, in English, as the screens showed them before chrome moved to routes.
const titles: Record<string, string> = {
  '/m/home': 'Home',
  '/m/login': 'Log in',
  '/m/register': 'Register',
  '/m/forget': 'Forgot password',
  '/m/notice': 'Announcement',
  '/m/mine': 'Member center',
  '/m/help': 'Help center',
  '/m/helpDetail': 'Help details',
  '/m/moreLottery': 'More lotteries',
  '/m/lottery': 'Lottery',
  '/m/service': 'Customer service',
  '/m/activity': 'Activity',
  '/m/activityInfo': 'Activity details',
  '/m/startLottery': 'Lottery draw',
  '/m/gameLobby': 'Game lobby',
  '/m/useragreement': 'User agreement',
  '/m/trail': 'Free trial',
  '/m/maintenance': 'Maintenance',
  '/m/gameList': 'Games',
  '/m/gameCenter': 'Game center',
  '/m/slotsCenter': 'Slots',
  '/m/launchGame': 'Launch game',
  '/m/set': 'Settings',
  '/m/changePsw': 'Change password',
  '/m/voucherCenter': 'Deposit',
  '/m/withdraw': 'Withdraw',
  '/m/message': 'Messages',
  '/m/webEmail': 'Message center',
  '/m/inviteFriends': 'Invite friends',
  '/m/rewardCenter': 'Rewards center',
  '/m/member/benefits': 'VIP benefits',
  '/m/vouReport': 'Deposit record',
  '/m/withdrawReport': 'Withdraw record',
  '/m/transaction/record': 'Account record',
  '/m/gameRecord': 'Betting record',
  '/m/profitandloss': 'Profit and loss',
  '/m/upLine/transfer': 'Transfer to upline',
  '/m/member/manualRebate': 'Manual rebate',
  '/m/leaderBoard': 'Mission activity',
  '/m/member/rebateReport': 'My rebate',
  '/m/feedback': 'Feedback',
  '/m/securityCenter': 'Security center',
  '/m/redRain': 'Red envelope rain',
  '/m/agent': 'Agency center',
  '/m/agentRegister': 'Open a downline account',
  '/m/agent/team/overview': 'Team overview',
  '/m/member/team': 'Team management',
  '/m/agent/team/pnl': 'Team profit and loss',
  '/m/teamBetting': 'Team betting',
  '/m/member/agent/agentRebeat': 'Agent rebate',
  '/m/member/teamRebate': 'Team rebate',
  '/m/member/agent/agentDivident': 'Dividends',
  '/m/member/notice': 'Agent announcements',
  '/m/member/agent/getSalaryContract': 'Daily salary contract',
  '/m/member/agent/getDevidendContract': 'Dividend contract',
  '/m/member/agent/getHourContract': 'Hourly salary contract',
};

describe('page chrome in the route tree (shell-and-content §2, accounts §2)', () => {
  beforeEach(async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    routes = await appRoutes();
    // The session layouts render their pages' outlet, and are no pages themselves.
    pages = routes.filter((route) => !route.isRoot && route.options.component !== undefined && route.options.component !== SessionOutlet);
  });

  it('every page declares its chrome with a title, and only pages do', () => {
    expect(pages.map(pathOf).sort()).toEqual(sorted(Object.keys(titles)));
    for (const route of pages) {
      const title = route.options.staticData?.chrome?.title;
      expect(title, `${route.id} has no title`).toBeDefined();
      if (title !== undefined) expect(i18n._(title), route.id).toBe(titles[pathOf(route)]);
    }
    for (const route of routes.filter((route) => !pages.includes(route))) {
      expect(route.options.staticData, `${route.id} is no page`).toBeUndefined();
    }
  });

  it('hides the header exactly on login, register, mine and agent; home has the home header', () => {
    expect(pagesWhere((route) => route.options.staticData?.chrome?.header === 'hidden')).toEqual(
      sorted(['/m/login', '/m/register', '/m/mine', '/m/agent']),
    );
    expect(pagesWhere((route) => route.options.staticData?.chrome?.header === 'home')).toEqual(['/m/home']);
  });

  it('hides the footer exactly on the spec list', () => {
    expect(pagesWhere((route) => route.options.staticData?.chrome?.footer === false)).toEqual(
      sorted([
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
      ]),
    );
  });

  it('sends back to /m/home exactly from login, register, free trial, notice, forget and the member centre', () => {
    expect(pagesWhere((route) => route.options.staticData?.chrome?.backTo === '/m/home')).toEqual(
      sorted(['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget', '/m/mine']),
    );
    expect(pagesWhere((route) => route.options.staticData?.chrome?.backTo !== undefined)).toHaveLength(6);
  });

  it('marks the member area exactly: the member center and the pages under /m/member/', () => {
    const memberArea = pagesWhere((route) => route.options.staticData?.memberArea === true);
    expect(memberArea).toEqual(pagesWhere((route) => pathOf(route) === '/m/mine' || pathOf(route).startsWith('/m/member/')));
    expect(memberArea).toEqual(
      expect.arrayContaining(['/m/mine', '/m/member/benefits', '/m/member/agent/getHourContract', '/m/member/notice']),
    );
    expect(memberArea).toHaveLength(12);
  });
});
