import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { specTimings } from '../../machines/constants';
import { HotMatchStrip } from '../../src/screens/home/HotMatchStrip';
import { kickOffText } from '../../src/screens/home/kickOff';
import { advance, hotMatch, renderSection, tap } from './support/homeSections';

const interval = specTimings.hotMatchAutoplayMs;

const matches = [
  hotMatch({ roomId: 'room-1', nodeId: 'SPORT-7', homeTeam: 'Manila Eagles', awayTeam: 'Cebu Sharks', league: 'Philippine Premier League' }),
  hotMatch({
    vendor: 'IMS',
    roomId: 'room-2',
    nodeId: 'SPORT-8',
    homeTeam: 'Davao Tigers',
    awayTeam: 'Bangkok Lions',
    league: 'Asian Champions Cup',
    matchTime: new Date(2026, 10, 23, 18, 45).getTime(),
  }),
];

const strip = () => screen.getByRole('region', { name: 'Hot matches' });
/** The slide in view: the others are inert. */
const shownMatch = () =>
  within(strip())
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

/** `GET /wps/game/hotMatches` answered through the app's real client, each call by the next answer. */
function platformAnswers(...answers: Array<'network down' | typeof matches>) {
  let calls = 0;
  vi.stubGlobal('fetch', async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer === 'network down' || answer === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value: answer }), { headers: { 'content-type': 'application/json' } });
  });
}

/** The modal is loaded on its first opening; React shows what it suspended for on a timeout. */
/** The modal is its own chunk: its first import takes real time, more than 1 s on a busy machine. */
async function openedModal() {
  return vi.waitFor(
    async () => {
      await advance(300);
      return screen.getByRole('dialog', { name: 'Hot matches' });
    },
    { timeout: 5000 },
  );
}

describe('kick-off time', () => {
  it('is MM/DD HH:mm in local time, zero-padded', () => {
    expect(kickOffText(new Date(2026, 0, 5, 7, 3).getTime())).toBe('01/05 07:03');
    expect(kickOffText(new Date(2026, 11, 31, 23, 59).getTime())).toBe('12/31 23:59');
    expect(kickOffText(new Date(2026, 10, 23, 0, 0).getTime())).toBe('11/23 00:00');
  });
});

describe('hot-match strip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each match’s kick-off, teams with crests and VS, and turns every 5000 ms', async () => {
    await renderSection(<HotMatchStrip />, { hotMatches: matches });
    expect(strip().getAttribute('aria-roledescription')).toBe('carousel');
    const [first] = within(strip()).getAllByRole('button', { name: /VS/ });
    expect(first?.textContent).toBe('01/05 07:03Manila EaglesVSCebu Sharks');
    // The crests are decoration: the names say who plays.
    const crests = [...strip().querySelectorAll('img')];
    expect(crests.map((crest) => [crest.getAttribute('src'), crest.getAttribute('alt')])).toContainEqual(['https://cdn.demo.test/team/home.svg', '']);
    expect(shownMatch()).toEqual(['1 of 2']);
    await advance(interval - 1);
    expect(shownMatch()).toEqual(['1 of 2']);
    await advance(1);
    expect(shownMatch()).toEqual(['2 of 2']);
  });

  it('never turns with one match, and offers no carousel controls', async () => {
    await renderSection(<HotMatchStrip />, { hotMatches: matches.slice(0, 1) });
    expect(strip().getAttribute('aria-roledescription')).toBeNull();
    expect(within(strip()).queryByRole('button', { name: /automatic slide show|match$/ })).toBeNull();
    await advance(interval * 3);
    expect(within(strip()).getByRole('button', { name: /Manila Eagles/ })).toBeDefined();
  });

  it('the rotation control stops and starts it', async () => {
    await renderSection(<HotMatchStrip />, { hotMatches: matches });
    tap(within(strip()).getByRole('button', { name: 'Stop automatic slide show' }));
    await advance(interval * 3);
    expect(shownMatch()).toEqual(['1 of 2']);
    tap(within(strip()).getByRole('button', { name: 'Start automatic slide show' }));
    await advance(interval);
    expect(shownMatch()).toEqual(['2 of 2']);
    tap(within(strip()).getByRole('button', { name: 'Next match' }));
    expect(shownMatch()).toEqual(['1 of 2']);
  });

  it('start game launches the first match: its vendor, room, node, skipping the choice, back to home', async () => {
    const { router } = await renderSection(<HotMatchStrip />, { hotMatches: matches });
    // Whichever match is in view.
    await advance(interval);
    tap(within(strip()).getByRole('button', { name: 'Start game' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toEqual({ vendor: 'SBO', gameId: 'room-1', nodeId: 'SPORT-7', skipChoice: '1', back: '/m/home' });
  });

  it('a tap opens the hot-match modal; a match there launches its game and the modal closes', async () => {
    const { router } = await renderSection(<HotMatchStrip />, { hotMatches: matches });
    tap(within(strip()).getByRole('button', { name: /Manila Eagles/ }));
    const modal = await openedModal();
    const entries = within(modal).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Philippine Premier LeagueManila Eagles01/05 07:03VSCebu Sharks',
      'Asian Champions CupDavao Tigers11/23 18:45VSBangkok Lions',
    ]);
    expect([...modal.querySelectorAll('img')].map((crest) => crest.getAttribute('src'))).toEqual([
      'https://cdn.demo.test/team/home.svg',
      'https://cdn.demo.test/team/away.svg',
      'https://cdn.demo.test/team/home.svg',
      'https://cdn.demo.test/team/away.svg',
    ]);

    tap(within(modal).getByRole('button', { name: /Davao Tigers/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    expect(router.state.location.search).toEqual({ vendor: 'IMS', gameId: 'room-2', nodeId: 'SPORT-8', skipChoice: '1', back: '/m/home' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the modal closes with its close button', async () => {
    await renderSection(<HotMatchStrip />, { hotMatches: matches });
    tap(within(strip()).getByRole('button', { name: /Manila Eagles/ }));
    const modal = await openedModal();
    tap(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed load offers a retry, which shows the matches', async () => {
    platformAnswers('network down', matches);
    await renderSection(<HotMatchStrip />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const retry = await vi.waitFor(() => within(strip()).getByRole('button', { name: 'Loading failed, click to retry' }));
    tap(retry);
    await vi.waitFor(() => expect(within(strip()).getAllByRole('button', { name: /VS/ })).toHaveLength(2));
  });

  it('says so when there is no hot match', async () => {
    await renderSection(<HotMatchStrip />, { hotMatches: [] });
    expect(within(strip()).getByText('No hot matches right now')).toBeDefined();
    expect(within(strip()).queryByRole('button', { name: 'Start game' })).toBeNull();
  });
});
