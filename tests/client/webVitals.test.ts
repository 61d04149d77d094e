import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { apiPaths } from '../../contract';
import { reportWebVitals } from '../../src/platform/webVitals';

type Report = (metric: Metric) => void;

/** web-vitals as the test drives it: each observer's callback, to report figures through. */
function fakeWebVitals() {
  const observers: Record<string, Report> = {};
  const observe = (name: string) => (report: Report) => {
    observers[name] = report;
  };
  const module = { onCLS: observe('CLS'), onFCP: observe('FCP'), onINP: observe('INP'), onLCP: observe('LCP'), onTTFB: observe('TTFB') };
  return { module, report: (figure: Figure) => observers[figure.name]?.(metricOf(figure)) };
}

type Figure = Pick<Metric, 'name' | 'value'> & Partial<Pick<Metric, 'rating'>>;

function metricOf({ name, value, rating = 'good' }: Figure): Metric {
  return { name, value, rating, delta: value, id: 'v5-1', entries: [], navigationType: 'navigate', navigationId: 1 };
}

/** The beacons sent: their address and the figures in each, read once they are all sent. */
function recordBeacons() {
  const sent: { url: string; data: Blob }[] = [];
  const sendBeacon = vi.fn((url: string, data: Blob) => {
    sent.push({ url, data });
    return true;
  });
  Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const beacons = () => Promise.all(sent.map(async ({ url, data }) => ({ url, vitals: JSON.parse(await textOf(data)).vitals })));
  return { beacons, sendBeacon };
}

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

let visibility: DocumentVisibilityState = 'visible';
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('real-user figures (web-vitals beacons)', () => {
  afterEach(() => {
    visibility = 'visible';
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
  });

  async function start() {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    window.history.replaceState(null, '', '/m/home?gameType=RNG');
    const vitals = fakeWebVitals();
    const sent = recordBeacons();
    reportWebVitals({ builtApp: true, loadWebVitals: async () => vitals.module });
    await settle();
    return { ...vitals, ...sent };
  }

  it('keeps figures while the page is shown and sends them in one beacon when it is hidden, labelled with the page without its query', async () => {
    const { report, beacons } = await start();
    report({ name: 'TTFB', value: 120 });
    report({ name: 'FCP', value: 900 });
    await settle();
    expect(await beacons()).toEqual([]);
    hide();
    await settle();
    expect(await beacons()).toEqual([
      {
        url: apiPaths.vitals,
        vitals: [
          { name: 'TTFB', value: 120, rating: 'good', page: '/m/home', navigationType: 'navigate' },
          { name: 'FCP', value: 900, rating: 'good', page: '/m/home', navigationType: 'navigate' },
        ],
      },
    ]);
  });

  it('sends what web-vitals settles as the page hides (LCP, CLS, INP) at once', async () => {
    const { report, beacons } = await start();
    visibility = 'hidden';
    report({ name: 'LCP', value: 2500, rating: 'needs-improvement' });
    await settle();
    expect(await beacons()).toEqual([{ url: apiPaths.vitals, vitals: [expect.objectContaining({ name: 'LCP', value: 2500, rating: 'needs-improvement' })] }]);
  });

  it('drops a figure that does not fit the contract, sends nothing twice, and at most 20 a beacon', async () => {
    const { report, beacons, sendBeacon } = await start();
    report({ name: 'LCP', value: -5 });
    for (let index = 0; index < 25; index += 1) report({ name: 'CLS', value: index / 100 });
    hide();
    hide();
    await settle();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((await beacons()).map(({ vitals }) => vitals.length)).toEqual([20, 5]);
  });

  it('does nothing in a dev build, or without beacons', async () => {
    const loadWebVitals = vi.fn(async () => fakeWebVitals().module);
    reportWebVitals({ builtApp: false, loadWebVitals });
    reportWebVitals({ builtApp: true, loadWebVitals });
    expect(loadWebVitals).not.toHaveBeenCalled();
  });

  it('a web-vitals chunk that fails to load means no figures, and no error', async () => {
    recordBeacons();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    reportWebVitals({ builtApp: true, loadWebVitals: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
