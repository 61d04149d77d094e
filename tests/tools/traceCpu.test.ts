import { describe, expect, it } from 'vitest';
import { topLevelTasks, traceCpu, type TraceEvent } from '../../scripts/bench/traceCpu.mjs';

const browser = 100;
const renderer = 200;
const frame = 'MAIN';
const nav = 1_000_000; // µs, as traces count
const ms = (v: number) => v * 1000;

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});

/** A top-level task of `wallMs` wall clock, `cpuMs` of it on the CPU, `atMs` after navigation start. */
const task = (atMs: number, wallMs: number, cpuMs: number, where = { pid: renderer, tid: 1 }): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: nav + ms(atMs),
  dur: ms(wallMs),
  tdur: ms(cpuMs),
});

/** A synthetic Lighthouse trace: a browser process, the page's renderer, another renderer. */
function trace(extra: TraceEvent[] = []): TraceEvent[] {
  return [
    meta(browser, 1, 'CrBrowserMain'),
    meta(renderer, 1, 'CrRendererMain'),
    meta(renderer, 7, 'Compositor'),
    meta(300, 3, 'CrRendererMain'),
    {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      pid: browser,
      tid: 1,
      ts: nav - ms(50),
      args: { data: { frames: [{ frame, isOutermostMainFrame: true, processId: renderer, url: 'about:blank' }] } },
    },
    // about:blank's and another frame's navigations are not the page's.
    { name: 'navigationStart', ph: 'R', pid: renderer, tid: 1, ts: nav - ms(40), args: { frame, data: { documentLoaderURL: '' } } },
    { name: 'navigationStart', ph: 'R', pid: renderer, tid: 1, ts: nav, args: { frame, data: { documentLoaderURL: 'http://x/m/home', isLoadingMainFrame: true } } },
    { name: 'navigationStart', ph: 'R', pid: 300, tid: 3, ts: nav + ms(10), args: { frame: 'OTHER', data: { documentLoaderURL: 'http://y/' } } },
    { name: 'firstContentfulPaint', ph: 'R', pid: 300, tid: 3, ts: nav + ms(100), args: { frame: 'OTHER' } },
    { name: 'firstContentfulPaint', ph: 'R', pid: renderer, tid: 1, ts: nav + ms(500), args: { frame } },
    task(-30, 20, 20), // before navigation start: in no figure
    task(100, 60, 30), // before FCP: only in the first 5 s
    { name: 'v8.compile', ph: 'X', pid: renderer, tid: 1, ts: nav + ms(110), dur: ms(20), tdur: ms(20) }, // inside it: not a task
    task(600, 100, 40), // 4×40−50 = 110 blocking on the CPU; 4×100−50 = 350 on the wall
    { ...task(610, 30, 30), name: 'ThreadControllerImpl::RunTask' }, // nested in the task above: not top level
    task(800, 30, 10), // 4×10 = 40: under the budget; wall 4×30−50 = 70
    { ...task(900, 20, 20), name: 'ThreadControllerImpl::RunTask' }, // 4×20−50 = 30 on both
    task(4900, 100, 100), // starts inside the first 5 s, ends at 5 s: 4×100−50 = 350 on both
    task(5000, 50, 50), // starts at 5 s: after the window; 4×50−50 = 150 on both
    task(700, 1000, 1000, { pid: renderer, tid: 7 }), // the compositor thread: not the main thread
    task(700, 1000, 1000, { pid: 300, tid: 3 }), // another renderer's main thread
    task(700, 1000, 1000, { pid: browser, tid: 1 }), // the browser's main thread
    ...extra,
  ];
}

describe('the renderer main thread’s CPU time in a Lighthouse trace (bench, CPU-time blocking)', () => {
  it('sums max(0, 4 × tdur − 50) over the page’s main-thread top-level tasks after FCP', () => {
    const figures = traceCpu({ traceEvents: trace() });
    expect(figures).toMatchObject({ pid: renderer, tid: 1, navigationTs: nav, fcpTs: nav + ms(500), tasksAfterFcp: 5 });
    expect(figures.cpuBlockingMs).toBeCloseTo(110 + 0 + 30 + 350 + 150);
    expect(figures.wallBlockingMs).toBeCloseTo(350 + 70 + 30 + 350 + 150);
  });

  it('sums the CPU time of the top-level tasks that start in the first 5 s after navigation start', () => {
    const figures = traceCpu(trace());
    expect(figures.cpuFirst5sMs).toBeCloseTo(30 + 40 + 10 + 20 + 100);
    expect(figures.wallFirst5sMs).toBeCloseTo(60 + 100 + 30 + 20 + 100);
  });

  it('starts where the Lighthouse report says navigation and FCP were', () => {
    const figures = traceCpu(trace(), { timeOriginTs: nav, fcpTs: nav + ms(850) });
    expect(figures.tasksAfterFcp).toBe(3);
    expect(figures.cpuBlockingMs).toBeCloseTo(30 + 350 + 150);
  });

  it('finds the page’s renderer when its navigation moved it to a new process', () => {
    const moved = trace().map((e) => (e.pid === renderer ? { ...e, pid: 400 } : e));
    expect(traceCpu(moved)).toMatchObject({ pid: 400, tid: 1 });
  });

  it('leaves out the CPU figures when a task has no thread time, and blocking when no FCP came', () => {
    const noCpu = trace([{ name: 'RunTask', ph: 'X', pid: renderer, tid: 1, ts: nav + ms(3000), dur: ms(80) }]);
    expect(traceCpu(noCpu)).toMatchObject({ cpuBlockingMs: null, cpuFirst5sMs: null });
    const noFcp = trace().filter((e) => e.name !== 'firstContentfulPaint');
    expect(traceCpu(noFcp)).toMatchObject({ fcpTs: null, cpuBlockingMs: null, wallBlockingMs: null, tasksAfterFcp: 0 });
  });

  it('says what is missing when the trace has no page navigation or no renderer main thread', () => {
    expect(() => traceCpu(trace().filter((e) => e.name !== 'navigationStart'))).toThrow(/navigationStart/);
    expect(() => traceCpu(trace().filter((e) => !(e.name === 'thread_name' && e.pid === renderer)))).toThrow(
      /CrRendererMain/,
    );
  });

  it('keeps a task only once when an outer and an inner task event are both recorded', () => {
    const tasks = topLevelTasks(trace(), renderer, 1);
    expect(tasks.map((t) => (t.ts - nav) / 1000)).toEqual([-30, 100, 600, 800, 900, 4900, 5000]);
  });
});
