import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Winner } from '../../contract';
import { WinnerBoard } from '../../src/screens/home/WinnerBoard';
import { byWinAmountDescending } from '../../src/screens/home/winners';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders } from './support/testApp';

const win = (userName: string, gameName: string, winAmount: number): Winner => ({
  vo: { userName, gameName, vassalage: 'PG', winAmount },
});

type Answer = { winners: Winner[] } | 'network down' | 'pending';

/**
 * The platform's winner list (`GET /wps/game/winners`) answered through the app's real client:
 * each call takes the next answer, the last one repeating.
 */
function platformAnswers(...answers: Answer[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === 'network down' || answer === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value: answer.winners }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

async function renderBoard() {
  const testApp = await startTestApp();
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <WinnerBoard />
    </TestAppProviders>,
  );
}

/** The board answers after the platform call and a render; a loaded machine can take a while. */
const slow = { timeout: 5000 };

const rowTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('winner board order', () => {
  it('puts the largest win first and keeps the platform order of equal wins', () => {
    const winners = [win('a', 'A', 10), win('b', 'B', 300.5), win('c', 'C', 10), win('d', 'D', 2000)];
    expect(byWinAmountDescending(winners).map(({ vo }) => vo.userName)).toEqual(['d', 'b', 'a', 'c']);
    // The list it was given is left as it was.
    expect(winners.map(({ vo }) => vo.userName)).toEqual(['a', 'b', 'c', 'd']);
    expect(byWinAmountDescending([])).toEqual([]);
  });
});

describe('winner board', () => {
  it('lists the wins largest first: masked name, game and amount with 2 decimals', async () => {
    const calls = platformAnswers({
      winners: [win('lu***ar', 'Fortune Ox', 880.5), win('ma***88', 'Mahjong Ways', 120_380.5), win('jo***ph', 'Lucky Neko', 9_000)],
    });
    await renderBoard();
    const list = await screen.findByRole('list', { name: 'Big winners' }, slow);
    expect(rowTexts(list)).toEqual([
      'ma***88Mahjong Ways120,380.50',
      'jo***phLucky Neko9,000.00',
      'lu***arFortune Ox880.50',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Big winners' })).toBeDefined();
    // Focusable, so a keyboard scrolls what does not fit.
    expect(list.tabIndex).toBe(0);
    expect(calls).toEqual(['/wps/game/winners']);
  });

  it('holds its place while the list loads', async () => {
    platformAnswers('pending');
    await renderBoard();
    const region = screen.getByRole('region', { name: 'Big winners' });
    expect(within(region).getByText('Loading')).toBeDefined();
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('says so when the list cannot be had, and loads it again on request', async () => {
    const calls = platformAnswers('network down', { winners: [win('an***ie', 'Wild Bandito', 51_000)] });
    await renderBoard();
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' }, slow);
    await userEvent.click(retry);
    const list = await screen.findByRole('list', { name: 'Big winners' }, slow);
    expect(rowTexts(list)).toEqual(['an***ieWild Bandito51,000.00']);
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('says so when nobody has won yet', async () => {
    platformAnswers({ winners: [] });
    await renderBoard();
    expect(await screen.findByText('No big wins yet', {}, slow)).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
