import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../src/platform/afterFirstPaint';
import { nextTask } from '../../src/platform/nextTask';

/** A PerformanceObserver the test drives: `paint()` reports a paint to every observer. */
function fakePaintObserver(supportedEntryTypes: readonly string[] = ['paint']) {
  const observers: Array<{ report: () => void; disconnected: boolean; observed: unknown }> = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly record: (typeof observers)[number];
    constructor(report: () => void) {
      this.record = { report, disconnected: false, observed: undefined };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { observers, paint: () => observers.forEach((observer) => observer.report()) };
}

function visibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

/** Whether `promise` has settled once every pending task has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app starts after the first paint (issue 14)', () => {
  it('waits for a paint the browser reports, the earlier ones included, then stops observing', async () => {
    visibility('visible');
    const { observers, paint } = fakePaintObserver();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    expect(observers[0]?.observed).toEqual({ type: 'paint', buffered: true });
    paint();
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('does not wait where no paint is coming or none is reported', async () => {
    visibility('hidden');
    fakePaintObserver();
    expect(await settled(afterFirstPaint())).toBe(true);

    visibility('visible');
    fakePaintObserver(['mark', 'measure']);
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('stops waiting when the page is hidden meanwhile', async () => {
    visibility('visible');
    const { observers } = fakePaintObserver();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('starts anyway after a second without a reported paint', async () => {
    visibility('visible');
    vi.useFakeTimers();
    fakePaintObserver();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('a task boundary', () => {
  it('goes on in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const boundary = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await boundary;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('goes on under a stopped clock, where a timer would not', async () => {
    vi.useFakeTimers();
    let timerFired = false;
    setTimeout(() => (timerFired = true), 0);
    await nextTask();
    expect(timerFired).toBe(false);
  });
});
