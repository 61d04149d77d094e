import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppUpdateEvent } from '../../machines/appUpdate.machine';
import { registerAfterLoadMs, watchServiceWorker } from '../../src/platform/serviceWorker';

/** A browser's service worker container: registrations and controller changes the test drives. */
function fakeWorkers({ controlled = false, refuse = false } = {}) {
  const workers = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async (_url: string, _options?: RegistrationOptions) => {
      if (refuse) throw new DOMException('denied', 'SecurityError');
      return {};
    }),
  });
  Object.defineProperty(window.navigator, 'serviceWorker', { value: workers, configurable: true });
  return { workers, takeOver: () => workers.dispatchEvent(new Event('controllerchange')) };
}

function watch(options?: { builtApp?: boolean }) {
  const reports: AppUpdateEvent[] = [];
  const stop = watchServiceWorker((event) => reports.push(event), { builtApp: true, ...options });
  return { reports, stop };
}

describe('watching the service worker', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
    vi.useRealTimers();
  });

  it('registers /sw.js for the whole site a moment after the page has loaded, not before', () => {
    vi.useFakeTimers();
    const { workers } = fakeWorkers();
    watch();
    expect(document.readyState).toBe('complete');
    vi.advanceTimersByTime(registerAfterLoadMs - 1);
    expect(workers.register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('counts the moment from the load event when the page is still loading', () => {
    vi.useFakeTimers();
    const { workers } = fakeWorkers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    watch();
    vi.advanceTimersByTime(registerAfterLoadMs);
    expect(workers.register).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(registerAfterLoadMs);
    expect(workers.register).toHaveBeenCalledTimes(1);
  });

  it('the first worker taking control is no update; the next one is, and so is every later one', () => {
    const { takeOver } = fakeWorkers();
    const { reports } = watch();
    takeOver();
    expect(reports).toEqual([]);
    takeOver();
    takeOver();
    expect(reports).toEqual([{ type: 'worker.updated' }, { type: 'worker.updated' }]);
  });

  it('on a page a worker already controls, a change of worker is an update', () => {
    const { takeOver } = fakeWorkers({ controlled: true });
    const { reports } = watch();
    takeOver();
    expect(reports).toEqual([{ type: 'worker.updated' }]);
  });

  it('a refused registration means no installed copy', async () => {
    vi.useFakeTimers();
    fakeWorkers({ refuse: true });
    const { reports } = watch();
    await vi.advanceTimersByTimeAsync(registerAfterLoadMs);
    expect(reports).toEqual([{ type: 'worker.unavailable' }]);
  });

  it('a dev build, or a browser without service workers, has no installed copy and registers nothing', () => {
    const { workers } = fakeWorkers();
    expect(watch({ builtApp: false }).reports).toEqual([{ type: 'worker.unavailable' }]);
    expect(workers.register).not.toHaveBeenCalled();
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
    expect(watch().reports).toEqual([{ type: 'worker.unavailable' }]);
  });

  it('stops listening, and registers nothing, when the app stops watching', () => {
    vi.useFakeTimers();
    const { takeOver, workers } = fakeWorkers({ controlled: true });
    const { reports, stop } = watch();
    stop();
    takeOver();
    vi.advanceTimersByTime(registerAfterLoadMs);
    expect(reports).toEqual([]);
    expect(workers.register).not.toHaveBeenCalled();
  });
});
