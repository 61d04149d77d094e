// The renderer main thread's CPU time in a Lighthouse trace (`--save-assets`): a blocking figure that
// a busy machine does not inflate. Lighthouse simulates TBT from the trace's wall-clock task
// durations; on a busy two-core machine the renderer's thread waits for a core inside its tasks, and
// those durations more than double (measured 2.3x: 1,557 ms wall against 550 ms CPU in home's long
// tasks). A task's `tdur` is the time its thread actually ran, so
//
//   CPU-time blocking = Σ max(0, 4 × tdur − 50 ms) over the main thread's top-level tasks after FCP
//
// is Lantern's sum (4x CPU slowdown, 50 ms budget) on the CPU the page needed. Pure: the trace in,
// numbers out (tests/tools/traceCpu.test.ts).

/** Lighthouse's mobile CPU slowdown and the long-task budget of TBT. */
export const cpuSlowdown = 4;
export const blockingBudgetMs = 50;
/** The window of `cpuFirst5sMs`, from navigation start. */
export const firstWindowMs = 5000;

/** Names Chromium gives a task the scheduler runs, as Lighthouse's trace processor reads them. */
const taskNames = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

const isUrl = (url) => typeof url === 'string' && /^https?:/.test(url);

/** The page's frame: the outermost main frame Lighthouse traced (TracingStartedInBrowser). */
function mainFrameOf(events) {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frames = started?.args?.data?.frames ?? [];
  return (frames.find((f) => !f.parent && f.isOutermostMainFrame !== false) ?? frames[0])?.frame ?? null;
}

/**
 * The page's navigation start in the main frame: the one at `timeOriginTs` when it is given (the
 * LHR's `observedTimeOriginTs`), else the first that loads an http(s) document.
 */
function navigationStartOf(events, frame, timeOriginTs) {
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      (frame === null || e.args?.frame === frame) &&
      isUrl(e.args?.data?.documentLoaderURL),
  );
  if (starts.length === 0) return null;
  if (timeOriginTs === undefined) return starts.reduce((a, b) => (b.ts < a.ts ? b : a));
  return starts.reduce((a, b) => (Math.abs(b.ts - timeOriginTs) < Math.abs(a.ts - timeOriginTs) ? b : a));
}

/** The CrRendererMain thread of process `pid`, from the trace's thread_name metadata. */
function rendererMainThreadOf(events, pid) {
  const named = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  return named ? named.tid : null;
}

/** The thread's top-level tasks (complete events), in order; a task inside another is left out. */
export function topLevelTasks(events, pid, tid) {
  const tasks = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && taskNames.has(e.name) && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + task.dur;
  }
  return top;
}

const blocking = (ms) => Math.max(0, cpuSlowdown * ms - blockingBudgetMs);
const sum = (values) => values.reduce((a, b) => a + b, 0);

/**
 * The figures of one trace. `events` is the trace's `traceEvents` (or the trace itself);
 * `timeOriginTs` and `fcpTs` (trace µs; the LHR's `observedTimeOriginTs`,
 * `observedFirstContentfulPaintTs`) override what the trace says, so the figure starts where
 * Lighthouse's own did. Times out are in ms; `null` where the trace lacks what a figure needs.
 *
 * - `cpuBlockingMs`: Σ max(0, 4 × tdur − 50) over the top-level tasks that start at or after FCP.
 * - `wallBlockingMs`: the same sum over their wall-clock `dur` (what a busy machine inflates).
 * - `cpuFirst5sMs` / `wallFirst5sMs`: Σ tdur / Σ dur of the top-level tasks that start in the first
 *   5 s after navigation start (a task that starts inside counts whole).
 */
export function traceCpu(input, { timeOriginTs, fcpTs } = {}) {
  const events = Array.isArray(input) ? input : (input?.traceEvents ?? []);
  const frame = mainFrameOf(events);
  const navigation = navigationStartOf(events, frame, timeOriginTs);
  if (!navigation) throw new Error('the trace has no navigationStart of an http(s) page in its main frame');
  const pid = navigation.pid;
  const tid = rendererMainThreadOf(events, pid);
  if (tid === null) throw new Error(`the trace names no CrRendererMain thread in the page's renderer (pid ${pid})`);
  const navigationTs = timeOriginTs ?? navigation.ts;
  const fcp =
    fcpTs ??
    events
      .filter(
        (e) =>
          e.name === 'firstContentfulPaint' &&
          e.pid === pid &&
          (frame === null || e.args?.frame === frame) &&
          e.ts >= navigationTs,
      )
      .reduce((first, e) => (first === null || e.ts < first ? e.ts : first), null);

  const tasks = topLevelTasks(events, pid, tid);
  const cpuOf = (list) => (list.every((t) => typeof t.tdur === 'number') ? sum(list.map((t) => t.tdur / 1000)) : null);
  const afterFcp = fcp === null ? [] : tasks.filter((t) => t.ts >= fcp);
  const early = tasks.filter((t) => t.ts >= navigationTs && t.ts < navigationTs + firstWindowMs * 1000);
  const cpuAfterFcp = afterFcp.every((t) => typeof t.tdur === 'number');
  return {
    pid,
    tid,
    navigationTs,
    fcpTs: fcp,
    tasksAfterFcp: afterFcp.length,
    cpuBlockingMs: fcp === null || !cpuAfterFcp ? null : sum(afterFcp.map((t) => blocking(t.tdur / 1000))),
    wallBlockingMs: fcp === null ? null : sum(afterFcp.map((t) => blocking(t.dur / 1000))),
    cpuFirst5sMs: cpuOf(early),
    wallFirst5sMs: sum(early.map((t) => t.dur / 1000)),
  };
}
