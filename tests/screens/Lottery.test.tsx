import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { defaultParseSearch } from '@tanstack/react-router';
import { apiPaths } from '../../contract';
import { session } from '../support/fixtures';
import { demoLotteries, fakeCentrePlatform, lottery } from './support/centrePlatform';
import { vendorInfoOf } from './support/gamePlatform';
import { createTestAppRouter, renderApp } from './support/renderApp';
import { lotteriesQuery, vendorInfoQuery } from '../../src/api/gameQueries';
import { startTestApp } from './support/testApp';

/** A site whose ELOTT vendor is the e-lottery one: its lotteries are in the e-lottery mode. */
const eLotterySite = vendorInfoOf([
  ['LOTT', [['LKD', 'Lucky Draw Lotto']]],
  ['ELOTT', [['TCG_LOTTO_VN', 'Saigon E-Lotto']]],
]);
/** A site with lottery vendors only. */
const lotterySite = vendorInfoOf([
  ['LOTT', [['LKD', 'Lucky Draw Lotto']]],
  ['ELOTT', [['QKL', 'Quick Keno']]],
]);

/** Where a link leads, as the router reads it back: its path and its parsed query. */
function target(link: HTMLElement) {
  const [path, query = ''] = (link.getAttribute('href') ?? '').split('?');
  return { path, search: defaultParseSearch(query) };
}

const lotteryLaunch = (code: string, prizeMode: string) => ({
  path: '/m/launchGame',
  search: { playType: 'trad', prize_mode: prizeMode, code, pageBack: 'home' },
});

const main = () => screen.getByRole('main');

describe('/m/lottery', () => {
  it('lists the e-lottery mode’s draws under a heading per vendor, each launching its draw; DS88 nowhere', async () => {
    const platform = fakeCentrePlatform({ vendorInfo: () => eLotterySite });
    await renderApp('/m/lottery');
    const saigon = await screen.findByRole('region', { name: 'Saigon E-Lotto' });
    expect(within(main()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Saigon E-Lotto',
      'Lucky Draw Lotto',
    ]);
    expect(within(saigon).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Saigon 3 MinutesEvery 3 min',
      'Saigon 1 MinuteEvery minute',
    ]);
    expect(target(within(saigon).getByRole('link', { name: /Saigon 3 Minutes/ }))).toEqual(lotteryLaunch('SGN3', 'ELOTTERY'));
    const lucky = screen.getByRole('region', { name: 'Lucky Draw Lotto' });
    expect(target(within(lucky).getByRole('link', { name: /Lucky Draw 5 Minutes/ }))).toEqual(lotteryLaunch('LKD5', 'ELOTTERY'));
    expect(main().textContent).not.toContain('DS88');
    const [asked] = platform.calls(apiPaths.lotteryList);
    expect([asked?.get('prizeMode'), asked?.get('language')]).toEqual(['ELOTTERY', 'en']);
    // The draw's picture from the image CDN, as decoration.
    const image = within(saigon).getAllByRole('link')[0]?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.demo.test/lottery/SGN3.svg');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('asks for the lottery mode when no e-lottery vendor is under ELOTT, and launches in it', async () => {
    const platform = fakeCentrePlatform({
      vendorInfo: () => lotterySite,
      lotteries: () => [lottery({ code: 'LKD5', vassalage: 'LKD', name: 'Lucky Draw 5 Minutes' })],
    });
    await renderApp('/m/lottery');
    const link = await screen.findByRole('link', { name: /Lucky Draw 5 Minutes/ });
    expect(target(link)).toEqual(lotteryLaunch('LKD5', 'LOTTERY'));
    expect(platform.calls(apiPaths.lotteryList).map((query) => query.get('prizeMode'))).toEqual(['LOTTERY']);
  });

  it('links to the whole list as rows', async () => {
    fakeCentrePlatform({ vendorInfo: () => eLotterySite });
    await renderApp('/m/lottery');
    expect((await screen.findByRole('link', { name: 'All lotteries as a list' })).getAttribute('href')).toBe('/m/moreLottery');
  });

  it('says so when the mode has no draw', async () => {
    fakeCentrePlatform({ vendorInfo: () => eLotterySite, lotteries: () => [] });
    await renderApp('/m/lottery');
    expect(await screen.findByText('No lotteries right now')).toBeTruthy();
    expect(within(main()).queryAllByRole('link')).toHaveLength(0);
  });

  it('a failed list offers its retry, which loads it', async () => {
    let fail = true;
    const platform = fakeCentrePlatform({
      vendorInfo: () => eLotterySite,
      lotteries: () => (fail ? new Error('down') : demoLotteries),
    });
    const { user } = await renderApp('/m/lottery');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Saigon E-Lotto' })).toBeTruthy();
    expect(platform.calls(apiPaths.lotteryList)).toHaveLength(2);
  });

  it('a failed vendor info (the prize mode) offers its retry, and asks for no list before it is known', async () => {
    let fail = true;
    const platform = fakeCentrePlatform({ vendorInfo: () => (fail ? new Error('down') : eLotterySite) });
    const { user } = await renderApp('/m/lottery');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(platform.calls(apiPaths.lotteryList)).toHaveLength(0);
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Saigon E-Lotto' })).toBeTruthy();
  });

  it('shows a placeholder while the list loads', async () => {
    const platform = fakeCentrePlatform({ vendorInfo: () => eLotterySite });
    platform.hold(apiPaths.lotteryList);
    await renderApp('/m/lottery');
    await waitFor(() => expect(platform.calls(apiPaths.lotteryList)).toHaveLength(1));
    expect(within(main()).getByRole('status').textContent).toBe('Loading');
    platform.release(apiPaths.lotteryList);
    expect(await screen.findByRole('region', { name: 'Saigon E-Lotto' })).toBeTruthy();
  });
});

describe('/m/moreLottery', () => {
  it('lists every draw of the mode as a row with its vendor and interval, each launching its draw', async () => {
    fakeCentrePlatform({ vendorInfo: () => eLotterySite });
    await renderApp('/m/moreLottery');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Saigon 3 MinutesSaigon E-Lotto · Every 3 min',
      'Saigon 1 MinuteSaigon E-Lotto · Every minute',
      'Lucky Draw 5 MinutesLucky Draw Lotto · Every 5 min',
      'Lucky Draw DailyLucky Draw Lotto · Every day',
    ]);
    expect(rows.map((row) => target(row))).toEqual([
      lotteryLaunch('SGN3', 'ELOTTERY'),
      lotteryLaunch('SGN1', 'ELOTTERY'),
      lotteryLaunch('LKD5', 'ELOTTERY'),
      lotteryLaunch('LKDD', 'ELOTTERY'),
    ]);
  });
});

describe('/m/startLottery', () => {
  it('goes on, in place, to the launch of the chosen draw in the site’s prize mode', async () => {
    fakeCentrePlatform({ vendorInfo: () => eLotterySite });
    const app = await startTestApp({ session: session() });
    const { router } = await renderApp('/m/lottery', { app });
    await screen.findByRole('region', { name: 'Saigon E-Lotto' });
    await router.navigate({ to: '/m/startLottery', search: { code: 'SGN3' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toEqual({ playType: 'trad', prize_mode: 'ELOTTERY', code: 'SGN3', pageBack: 'home' });
    // In place: back from the launch is the page before, not this one starting it again.
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/lottery'));
  });

  it('starts the lottery lobby without a code, in the lottery mode of a site without e-lottery', async () => {
    fakeCentrePlatform({ vendorInfo: () => lotterySite });
    const app = await startTestApp({ session: session() });
    const { router } = await renderApp('/m/startLottery', { app });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toEqual({ playType: 'trad', prize_mode: 'LOTTERY', code: 'lobby', pageBack: 'home' });
  });

  it('sends a guest to log in, and back to that launch after', async () => {
    fakeCentrePlatform({ vendorInfo: () => eLotterySite });
    const { router } = await renderApp('/m/startLottery?code=SGN1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    const back = String(router.state.location.search.redirect);
    expect(back.startsWith('/m/launchGame?')).toBe(true);
    expect(defaultParseSearch(back.slice(back.indexOf('?')))).toEqual({
      playType: 'trad',
      prize_mode: 'ELOTTERY',
      code: 'SGN1',
      pageBack: 'home',
    });
  });

  it('offers a retry when the prize mode cannot be known, and the retry goes on', async () => {
    // The router reports the failed load on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    fakeCentrePlatform({ vendorInfo: () => (fail ? new Error('down') : eLotterySite) });
    const app = await startTestApp({ session: session() });
    const { router, user } = await renderApp('/m/startLottery?code=SGN3', { app });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Loading failed, click to retry' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/startLottery');
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toMatchObject({ code: 'SGN3', prize_mode: 'ELOTTERY' });
  });
});

describe('the lottery routes start what they show', () => {
  it.each(['/m/lottery', '/m/moreLottery'] as const)('%s starts the vendor info, then the lotteries of its prize mode, without waiting', async (to) => {
    const platform = fakeCentrePlatform({ vendorInfo: () => eLotterySite });
    platform.hold(apiPaths.lotteryList);
    const testApp = await startTestApp();
    const router = createTestAppRouter(testApp);
    await router.preloadRoute({ to });
    const state = (queryKey: readonly unknown[]) => testApp.queryClient.getQueryState(queryKey);
    await vi.waitFor(() => expect(state(lotteriesQuery('ELOTTERY', 'en').queryKey)?.fetchStatus).toBe('fetching'));
    expect(state(vendorInfoQuery('en', 'demo').queryKey)?.status).toBe('success');
  });
});
