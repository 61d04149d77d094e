import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { specTimings } from '../../machines/constants';
import { JackpotCounters } from '../../src/screens/home/JackpotCounters';
import { sweepValueAt, widestLike } from '../../src/screens/home/jackpotValues';
import { renderWithI18n } from './support/renderWithI18n';

/** A moment when variant 1 is at its low value: the start of a sweep. */
const sweepStart = Date.UTC(2026, 0, 1, 0, 0, 0) - (Date.UTC(2026, 0, 1, 0, 0, 0) % specTimings.jackpotSweepMs);

/** The browser's reduced-motion preference, as matchMedia reports it; `set` changes it live. */
function reducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  }));
  return {
    set: (value: boolean) => {
      matches = value;
      for (const listener of listeners) listener({ matches: value });
    },
  };
}

/** Counts the animation frames the page asks for: a running counter must not keep the page drawing. */
function animationFrames() {
  let requested = 0;
  vi.stubGlobal('requestAnimationFrame', () => ++requested);
  return { requested: () => requested };
}

function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The counters with a random source that always says 0: variant 2 starts at 1,200,000,000 and rises 10,000 every 3 s. */
function renderCounters() {
  renderWithI18n(<JackpotCounters random={() => 0} />);
  return {
    sweep: () => screen.getByRole('group', { name: /^Jackpot / }),
    rising: () => screen.getByRole('group', { name: /^Progressive jackpot / }),
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
let frames: ReturnType<typeof animationFrames>;

describe('jackpot counters', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(sweepStart);
    frames = animationFrames();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('shows both counters with 2 decimals, named by their label and value, never announced', () => {
    reducedMotion(false);
    const { sweep, rising } = renderCounters();
    expect(screen.getByRole('region', { name: 'Jackpots' })).toBeDefined();
    expect(sweep().textContent).toBe('Jackpot122,222,222.00');
    expect(rising().textContent).toBe('Progressive jackpot1,200,000,000.00');
    expect(screen.getByRole('group', { name: 'Progressive jackpot 1,200,000,000.00' })).toBe(rising());
    for (const value of screen.getAllByText(/^[\d,]+\.\d\d$/)) expect(value.getAttribute('aria-live')).toBe('off');
  });

  it('keeps each value in the width of its widest one (tabular digits, in ch)', () => {
    reducedMotion(false);
    renderCounters();
    const [sweepValue, risingValue] = screen.getAllByText(/^[\d,]+\.\d\d$/);
    // 999,999,999.99 and 9,999,999,999.99.
    expect(sweepValue?.style.inlineSize).toBe('14ch');
    expect(risingValue?.style.inlineSize).toBe('16ch');
    expect(widestLike(152_222_222)).toBe(999_999_999.99);
    expect(widestLike(1_299_999_999.5)).toBe(9_999_999_999.99);
  });

  it('writes a new figure of variant 1 every 100 ms, and asks for no animation frames', async () => {
    reducedMotion(false);
    const { sweep } = renderCounters();
    await advance(99);
    expect(sweep().textContent).toBe('Jackpot122,222,222.00');
    await advance(1);
    expect(sweep().textContent).toBe('Jackpot122,223,055.33');
    await advance(100);
    expect(sweep().textContent).toBe('Jackpot122,223,888.67');
    expect(frames.requested()).toBe(0);
  });

  it('counts variant 1 up over the hour and variant 2 in steps', async () => {
    reducedMotion(false);
    const { sweep, rising } = renderCounters();
    await advance(1000);
    // 30,000,000 an hour: 8,333.33 a second.
    expect(sweep().textContent).toBe('Jackpot122,230,555.33');
    await advance(500);
    expect(sweep().textContent).toBe('Jackpot122,234,722.00');
    await advance(1499);
    expect(rising().textContent).toBe('Progressive jackpot1,200,000,000.00');
    await advance(1);
    expect(rising().textContent).toBe('Progressive jackpot1,200,010,000.00');
    await advance(3000);
    expect(rising().textContent).toBe('Progressive jackpot1,200,020,000.00');
  });

  it('sweeps from the low to the high value and again', () => {
    expect(sweepValueAt(sweepStart)).toBe(122_222_222);
    expect(sweepValueAt(sweepStart + specTimings.jackpotSweepMs / 2)).toBe(137_222_222);
    expect(sweepValueAt(sweepStart + specTimings.jackpotSweepMs - 1)).toBe(152_222_213.67);
    expect(sweepValueAt(sweepStart + specTimings.jackpotSweepMs)).toBe(122_222_222);
  });

  it('stands still under reduced motion, and moves once motion is allowed', async () => {
    const motion = reducedMotion(true);
    const { sweep, rising } = renderCounters();
    await advance(10_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(sweep().textContent).toBe('Jackpot122,222,222.00');
    expect(rising().textContent).toBe('Progressive jackpot1,200,000,000.00');

    act(() => motion.set(false));
    // Variant 1 shows where the clock is now, and goes on from there.
    expect(sweep().textContent).toBe('Jackpot122,305,555.33');
    await advance(3000);
    expect(sweep().textContent).toBe('Jackpot122,330,555.33');
    expect(rising().textContent).toBe('Progressive jackpot1,200,010,000.00');
  });

  it('holds while the page is hidden and goes on when it is visible again', async () => {
    reducedMotion(false);
    const { sweep, rising } = renderCounters();
    act(() => setPageHidden(true));
    await advance(10_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(sweep().textContent).toBe('Jackpot122,222,222.00');
    expect(rising().textContent).toBe('Progressive jackpot1,200,000,000.00');

    act(() => setPageHidden(false));
    await advance(3000);
    // Variant 1 follows the clock; variant 2 takes a new step.
    expect(sweep().textContent).toBe('Jackpot122,330,555.33');
    expect(rising().textContent).toBe('Progressive jackpot1,200,010,000.00');
  });
});
