import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppUpdateEvent } from '../../machines/appUpdate.machine';
import { registerAfterLoadMs, watchServiceWorker, workerAnswerMs } from '../../src/platform/serviceWorker';
import { isKeepsScriptQuestion } from '../../src/worker/versionQuestion';
import { settle } from '../support/deferred';

const entryUrl = 'http://localhost:3000/assets/index-AbCd1234.js';

/** The page's entry script, as the built index.html links it. */
function withEntryScript() {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entryUrl;
  document.head.append(script);
  return script;
}

/**
 * A worker in control, answering the page's question as src/worker/sw.ts does: whether it keeps
 * the script asked about (`keeps`), or never (`silent`). `asked` records the questions.
 */
function fakeController({ keeps = [] as string[], silent = false } = {}) {
  const asked: unknown[] = [];
  return {
    asked,
    postMessage: (message: unknown, transfer: Transferable[]) => {
      asked.push(message);
      const [port] = transfer;
      if (silent || !(port instanceof MessagePort) || !isKeepsScriptQuestion(message)) return;
      port.postMessage(keeps.includes(message.url));
    },
  };
}

/** A browser's service worker container: registrations and controller changes the test drives. */
function fakeWorkers({ controlled = false, refuse = false, next = fakeController() } = {}) {
  const workers = Object.assign(new EventTarget(), {
    controller: controlled ? fakeController() : null,
    register: vi.fn(async (_url: string, _options?: RegistrationOptions) => {
      if (refuse) throw new DOMException('denied', 'SecurityError');
      return {};
    }),
  });
  Object.defineProperty(window.navigator, 'serviceWorker', { value: workers, configurable: true });
  const takeOver = (worker = next) => {
    workers.controller = worker;
    workers.dispatchEvent(new Event('controllerchange'));
  };
  return { workers, takeOver };
}

function watch(options?: { builtApp?: boolean }) {
  const reports: AppUpdateEvent[] = [];
  const stop = watchServiceWorker((event) => reports.push(event), { builtApp: true, ...options });
  return { reports, stop };
}

describe('watching the service worker', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
    document.head.querySelectorAll('script').forEach((script) => script.remove());
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

  it('the first worker taking control is no update; the next one is, and so is every later one', async () => {
    withEntryScript();
    const { takeOver } = fakeWorkers();
    const { reports } = watch();
    takeOver();
    await settle();
    expect(reports).toEqual([]);
    takeOver();
    takeOver();
    // The worker's answer comes through a real MessagePort: delivered in its own time, not in the next task.
    await vi.waitFor(() => expect(reports).toEqual([{ type: 'worker.updated' }, { type: 'worker.updated' }]));
  });

  it('on a page a worker already controls, a new worker that does not keep the page\'s entry script is an update', async () => {
    withEntryScript();
    const next = fakeController({ keeps: ['http://localhost:3000/assets/index-Other999.js'] });
    const { takeOver } = fakeWorkers({ controlled: true, next });
    const { reports } = watch();
    takeOver();
    await vi.waitFor(() => expect(reports).toEqual([{ type: 'worker.updated' }]));
    expect(next.asked).toEqual([{ type: 'app.keepsScript', url: entryUrl }]);
  });

  it('a new worker that keeps the page\'s entry script is the version on screen: no update, then or later', async () => {
    vi.useFakeTimers();
    withEntryScript();
    const { takeOver } = fakeWorkers({ controlled: true, next: fakeController({ keeps: [entryUrl] }) });
    const { reports } = watch();
    takeOver();
    await vi.advanceTimersByTimeAsync(workerAnswerMs);
    expect(reports).toEqual([]);
  });

  it('a new worker that does not answer in time is an update, counted once the time is up', async () => {
    vi.useFakeTimers();
    withEntryScript();
    const { takeOver } = fakeWorkers({ controlled: true, next: fakeController({ keeps: [entryUrl], silent: true }) });
    const { reports } = watch();
    takeOver();
    await vi.advanceTimersByTimeAsync(workerAnswerMs - 1);
    expect(reports).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reports).toEqual([{ type: 'worker.updated' }]);
  });

  it('a page without an entry script to ask about counts any new worker as an update', async () => {
    const next = fakeController({ keeps: [entryUrl] });
    const { takeOver } = fakeWorkers({ controlled: true, next });
    const { reports } = watch();
    takeOver();
    await settle();
    expect(next.asked).toEqual([]);
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

  it('stops listening, and registers nothing, when the app stops watching', async () => {
    vi.useFakeTimers();
    const { takeOver, workers } = fakeWorkers({ controlled: true });
    const { reports, stop } = watch();
    stop();
    takeOver();
    await vi.advanceTimersByTimeAsync(registerAfterLoadMs);
    expect(reports).toEqual([]);
    expect(workers.register).not.toHaveBeenCalled();
  });

  it('a worker\'s answer that comes after the app stopped watching reports nothing', async () => {
    vi.useFakeTimers();
    withEntryScript();
    const { takeOver } = fakeWorkers({ controlled: true, next: fakeController({ silent: true }) });
    const { reports, stop } = watch();
    takeOver();
    stop();
    await vi.advanceTimersByTimeAsync(workerAnswerMs);
    expect(reports).toEqual([]);
  });
});
