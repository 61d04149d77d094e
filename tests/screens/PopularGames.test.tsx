import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { defaultParseSearch } from '@tanstack/react-router';
import { apiPaths } from '../../contract';
import { PopularGames } from '../../src/screens/home/PopularGames';
import { renderApp } from './support/renderApp';
import { renderInRouter } from './support/renderInRouter';
import { demoHotGames, demoVendorInfo, fakeGamePlatform } from './support/gamePlatform';
import { startTestApp, type TestApp } from './support/testApp';

async function renderTabs(platform = fakeGamePlatform(), app?: TestApp) {
  const rendered = await renderInRouter(<PopularGames />, { app });
  const section = screen.getByRole('region', { name: 'Popular games' });
  const tabNames = () => within(section).getAllByRole('tab').map((tab) => tab.textContent);
  const selected = () => within(section).getByRole('tab', { selected: true }).textContent;
  const panel = () => within(section).getByRole('tabpanel');
  return { ...rendered, platform, section, tabNames, selected, panel };
}

const linkNames = (panel: HTMLElement) => within(panel).getAllByRole('link').map((link) => link.textContent);

/** Where a link leads, as the router reads it back: its path and its parsed query. */
function target(href: string | null) {
  const [path, query = ''] = (href ?? '').split('?');
  return { path, search: defaultParseSearch(query) };
}

const launchOf = (vendor: string, gameId: string, nodeId: string) => ({
  path: '/m/launchGame',
  search: { vendor, gameId, nodeId, skipChoice: '1', back: '/m/home' },
});

describe('popular games on home', () => {
  it('offers HOT first, then the platform order with e-sports after sports and cockfighting before fishing', async () => {
    const { tabNames, selected, section } = await renderTabs();
    await waitFor(() => expect(tabNames()).toHaveLength(8));
    expect(tabNames()).toEqual(['Hot', 'Sports', 'E-sports', 'Live casino', 'Cockfighting', 'Fishing', 'Slots', 'Originals']);
    expect(selected()).toBe('Hot');
    expect(within(section).getByRole('tablist', { name: 'Game categories' })).toBeTruthy();
  });

  it('shows the hot games as tiles that launch the game and come back home, without DS88', async () => {
    const { panel } = await renderTabs();
    await waitFor(() => expect(linkNames(panel())).toEqual(['Lucky Reels', 'Apex Sportsbook']));
    const slot = within(panel()).getByRole('link', { name: 'Lucky Reels' });
    expect(target(slot.getAttribute('href'))).toEqual(launchOf('PXS', 'PXS-1', 'RNG-0001'));
    // A room launches by its room id.
    const room = within(panel()).getByRole('link', { name: 'Apex Sportsbook' });
    expect(target(room.getAttribute('href'))).toEqual(launchOf('APX', 'APX-R001', 'SPORTS-0001'));
    const image = slot.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.demo.test/game/RNG-0001-s.svg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('wires each tab to its panel (WAI-ARIA tabs)', async () => {
    const { section, panel, user } = await renderTabs();
    const sports = await within(section).findByRole('tab', { name: 'Sports' });
    await user.click(sports);
    expect(sports.getAttribute('aria-selected')).toBe('true');
    expect(sports.getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().getAttribute('aria-labelledby')).toBe(sports.id);
    expect(within(section).getByRole('tab', { name: 'Hot' }).tabIndex).toBe(-1);
    expect(sports.tabIndex).toBe(0);
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    const { section, selected, user, tabNames } = await renderTabs();
    await waitFor(() => expect(tabNames()).toHaveLength(8));
    within(section).getByRole('tab', { name: 'Hot' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Sports');
    expect(document.activeElement?.textContent).toBe('Sports');
    await user.keyboard('{End}');
    expect(selected()).toBe('Originals');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Hot');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(selected()).toBe('Hot');
  });

  it('loads vendor logos only once a vendor tab is chosen, and splits sports three ways without DS88', async () => {
    const { section, panel, platform, user } = await renderTabs();
    await within(section).findByRole('tab', { name: 'Sports' });
    expect(platform.calls(apiPaths.vassalages)).toHaveLength(0);

    await user.click(within(section).getByRole('tab', { name: 'Sports' }));
    await waitFor(() => expect(linkNames(panel())).toEqual(['Apex Sports']));
    expect(platform.calls(apiPaths.vassalages)).toHaveLength(1);
    const apex = within(panel()).getByRole('link', { name: 'Apex Sports' });
    expect(target(apex.getAttribute('href'))).toEqual(launchOf('APX', 'lobby', 'lobby'));
    expect(apex.querySelector('img')?.getAttribute('src')).toBe('https://cdn.demo.test/vendor/APX.svg');

    await user.click(within(section).getByRole('tab', { name: 'E-sports' }));
    expect(linkNames(panel())).toEqual(['TF Esports']);
    await user.click(within(section).getByRole('tab', { name: 'Cockfighting' }));
    expect(linkNames(panel())).toEqual(['Rooster Ring']);
    expect(section.textContent).not.toContain('DS88');
    // The logos came once, from the cache after.
    expect(platform.calls(apiPaths.vassalages)).toHaveLength(1);
  });

  it('opens the game list of a vendor whose category is a list', async () => {
    const { section, panel, user } = await renderTabs();
    await user.click(await within(section).findByRole('tab', { name: 'Slots' }));
    const pixel = await within(panel()).findByRole('link', { name: 'Pixel Slots' });
    expect(pixel.getAttribute('href')).toBe('/m/gameList?gameType=RNG&vassalage=PXS');
    await user.click(within(section).getByRole('tab', { name: 'Fishing' }));
    expect(within(panel()).getByRole('link', { name: 'Reef Hunters' }).getAttribute('href')).toBe('/m/gameList?gameType=FISH&vassalage=RFH');
  });

  it('shows the in-house vendor’s RNG games under Originals, loaded when the tab is chosen', async () => {
    const { section, panel, platform, user } = await renderTabs();
    await within(section).findByRole('tab', { name: 'Originals' });
    expect(platform.calls(apiPaths.gameList)).toHaveLength(0);
    await user.click(within(section).getByRole('tab', { name: 'Originals' }));
    await waitFor(() => expect(linkNames(panel())).toEqual(['Originals Spin', 'Originals Gold']));
    const [query] = platform.calls(apiPaths.gameList);
    expect([query?.get('gameType'), query?.get('vassalage'), query?.get('language')]).toEqual(['RNG', 'WPO', 'en']);
  });

  it('keeps a fixed-height placeholder while a list loads', async () => {
    const platform = fakeGamePlatform();
    platform.hold(apiPaths.hotGames);
    const { panel } = await renderTabs(platform);
    expect(within(panel()).getByRole('status').textContent).toBe('Loading');
    expect(within(panel()).queryAllByRole('link')).toEqual([]);
    platform.release(apiPaths.hotGames);
    await waitFor(() => expect(linkNames(panel())).toHaveLength(2));
  });

  it('keeps the place of the vendor tiles while their logos load', async () => {
    const platform = fakeGamePlatform();
    platform.hold(apiPaths.vassalages);
    const { section, panel, user } = await renderTabs(platform);
    await user.click(await within(section).findByRole('tab', { name: 'Sports' }));
    expect(within(panel()).getByRole('status').textContent).toBe('Loading');
    // One blank tile per vendor, hidden from assistive technology.
    expect(panel().querySelectorAll('li.vendor-tile')).toHaveLength(1);
    expect(within(panel()).queryAllByRole('link')).toEqual([]);
    platform.release(apiPaths.vassalages);
    await waitFor(() => expect(linkNames(panel())).toEqual(['Apex Sports']));
  });

  it('offers a retry when a list fails, which loads it', async () => {
    let fail = true;
    const platform = fakeGamePlatform({ hotGames: () => (fail ? new Error('down') : demoHotGames) });
    const { panel, user } = await renderTabs(platform);
    const retry = await within(panel()).findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(linkNames(panel())).toEqual(['Lucky Reels', 'Apex Sportsbook']));
  });

  it('says so when there are no hot games', async () => {
    const { panel } = await renderTabs(fakeGamePlatform({ hotGames: () => [] }));
    expect(await within(panel()).findByText('No hot games right now')).toBeTruthy();
  });

  it('keeps HOT when the categories fail, with a retry that brings them', async () => {
    let fail = true;
    const platform = fakeGamePlatform({ vendorInfo: () => (fail ? new Error('down') : demoVendorInfo) });
    const { section, tabNames, user } = await renderTabs(platform);
    const retry = await within(section).findByRole('button', { name: 'Game categories Loading failed, click to retry' });
    expect(tabNames()).toEqual(['Hot']);
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(tabNames()).toHaveLength(8));
  });

  it('goes back to HOT 200 ms after a language change, and reloads the categories and hot games in it', async () => {
    const testApp = await startTestApp();
    const { section, selected, user, platform } = await renderTabs(fakeGamePlatform(), testApp);
    await user.click(await within(section).findByRole('tab', { name: 'Slots' }));
    const language = testApp.app.getSnapshot().children.language;
    language?.send({ type: 'user.select', code: 'pt' });
    // Not at once: the debounce waits for the switches to settle.
    expect(selected()).toBe('Slots');
    await waitFor(() => expect(selected()).toBe('Hot'));
    await waitFor(() => expect(platform.calls(apiPaths.vendorInfo).map((query) => query.get('language'))).toEqual(['en', 'pt']));
    expect(platform.calls(apiPaths.hotGames).map((query) => query.get('language'))).toEqual(['en', 'pt']);
  });
});

describe('a game tile tapped by a guest', () => {
  it('sends the guest to log in, coming back to the launch', async () => {
    fakeGamePlatform();
    const { router, user } = await renderApp('/m/home');
    const section = await screen.findByRole('region', { name: 'Popular games' });
    await user.click(await within(section).findByRole('link', { name: 'Lucky Reels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    const { redirect } = router.state.location.search;
    expect(typeof redirect).toBe('string');
    expect(target(String(redirect))).toEqual({ ...launchOf('PXS', 'PXS-1', 'RNG-0001'), search: { ...launchOf('PXS', 'PXS-1', 'RNG-0001').search, code: 'lobby' } });
  });
});
