// The game list's interaction bench (issue 12, Performance): the full Chromium at 4x CPU slowdown
// on a Pixel 7 profile scrolls `/m/gameList?gameType=RNG&classify=ALL` to its end, switches tabs and
// types a search, and reports what the user would feel: the slowest interaction (INP-like, Event
// Timing API), the long tasks while scrolling and while interacting, and the size of the DOM while
// scrolling. One more run records a Playwright trace (screenshots and DOM snapshots), apart from the
// measured runs since the recording slows the page down.
//
// scripts/bench.mjs runs it against its server; alone, against a running one (no report written):
//
//   node scripts/bench/gameListInteractions.mjs --base=http://127.0.0.1:4173 [--runs=3] [--budget=120] [--no-trace] [--profile]
//
// --profile adds one run recording a CPU profile (CDP Profiler) of the scrolling and of the rest, and
// prints the functions that took the most time; build without minifying (`vite build --minify false`)
// to read their names. BENCH_DEBUG=<file> writes each run's raw entries there; BENCH_NO_IMAGES=1
// blocks the game pictures (/cdn/), to tell their cost from the list's.
import { chromium, devices } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const gameListPath = '/m/gameList?gameType=RNG&classify=ALL';
const cpuSlowdown = 4;
/** The user-felt goals of issue 12. */
export const goals = { interactionMs: 100, scrollLongTaskMs: 50 };
/** A wheel step: about a flick of the thumb on a phone. */
const scrollStepPx = 400;
const endText = 'That is every game here.';
const searchText = 'dragon';
/** A list that does not reach its end by then is broken, not slow. */
const scrollTimeoutMs = 180_000;

/** Collects Event Timing, long task and long animation frame entries from the very first paint. */
function observePerformance() {
  const store = { events: [], longTasks: [], frames: [] };
  window.__bench = store;
  const observe = (type, options, keep) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true, ...options });
    } catch {
      // entry type not supported by this browser
    }
  };
  observe('event', { durationThreshold: 16 }, (e) =>
    store.events.push({ name: e.name, interactionId: e.interactionId ?? 0, startTime: e.startTime, duration: e.duration,
      processing: e.processingEnd - e.processingStart, inputDelay: e.processingStart - e.startTime,
      target: e.target ? `${e.target.tagName.toLowerCase()}${e.target.getAttribute('role') ? `[role=${e.target.getAttribute('role')}]` : ''}` : '' }),
  );
  observe('longtask', {}, (e) => store.longTasks.push({ startTime: e.startTime, duration: e.duration }));
  observe('long-animation-frame', {}, (e) =>
    store.frames.push({
      startTime: e.startTime,
      duration: e.duration,
      blocking: e.blockingDuration,
      render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
      style: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
      scripts: (e.scripts ?? []).map((s) => ({
        duration: s.duration,
        invoker: s.invoker,
        fn: s.sourceFunctionName,
        url: s.sourceURL,
        at: s.sourceCharPosition,
      })),
    }),
  );
}

/**
 * Helpers the bench calls in the page through CDP (not Playwright's evaluate, so that they are not
 * actions of the trace, each with its DOM snapshots).
 */
function pageHelpers(endText) {
  const games = () => Number(document.querySelector('[role=list] [role=listitem]')?.getAttribute('aria-setsize') ?? 0);
  const ended = () => [...document.querySelectorAll('[role=status]')].some((s) => s.textContent?.includes(endText));
  // Whether the list's end (the status line after it) is in sight, from an IntersectionObserver:
  // reading the layout here instead would force the browser to lay the page out between frames.
  let endInSight = false;
  let watched = null;
  const sight = new IntersectionObserver((entries) => entries.forEach((e) => (endInSight = e.isIntersecting)));
  const watchEnd = () => {
    const end = document.querySelector('.game-results__end');
    if (end === watched) return;
    if (watched) sight.unobserve(watched);
    endInSight = false;
    watched = end;
    if (end) sight.observe(end);
  };
  Object.assign(window.__bench, {
    /** After the next frame is rendered: its layout is done, so reading it here forces none. */
    afterFrame: () => new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0))),
    /** The elements in the page and the game tiles in the games list, after the next frame. */
    size: async () => {
      watchEnd();
      await window.__bench.afterFrame();
      return {
        elements: document.getElementsByTagName('*').length,
        tiles: document.querySelectorAll('[role=list] [role=listitem]').length,
        games: games(),
        atBottom: endInSight,
        ended: ended(),
      };
    },
    /** What list is on screen: how many games and the first one's text. */
    listShown: () => `${games()} ${document.querySelector('[role=list] [role=listitem]')?.textContent ?? ''}`,
    /**
     * Resolves true once another list than `before` shows, loaded (or the list says it is empty),
     * false after `timeoutMs`.
     */
    settled: (before, timeoutMs) =>
      new Promise((r) => {
        const stop = performance.now() + timeoutMs;
        const check = () => {
          const loading = document.querySelector('[aria-busy=true]') !== null;
          const shown = window.__bench.listShown();
          const done = !loading && (shown !== before || document.querySelector('.game-results__empty') !== null);
          if (done || performance.now() > stop) r(done);
          else setTimeout(check, 50);
        };
        check();
      }),
    /** Resolves when more games are listed than `before`, or the list says it has them all. */
    nextPage: (before, timeoutMs) =>
      new Promise((r) => {
        const stop = performance.now() + timeoutMs;
        const check = () => (games() > before || ended() || performance.now() > stop ? r(null) : setTimeout(check, 100));
        check();
      }),
  });
}

async function inPage(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

const pageNow = (cdp) => inPage(cdp, 'performance.now()');
const afterFrame = (cdp) => inPage(cdp, 'window.__bench.afterFrame()');

/**
 * Scrolls down with the mouse wheel (CDP wheel events, which the browser scrolls smoothly over a few
 * frames, as a real wheel), one step after the other as frames come, waiting at the bottom for each
 * next page, to the end. Wheel rather than touch drags: touch moves are acknowledged one by one by
 * the page's main thread, which makes a run twice as long on a slow page.
 */
async function scrollToEnd(cdp, deadline) {
  const sizes = [];
  let steps = 0;
  const at = { x: 206, y: 600 };
  while (Date.now() < deadline) {
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', ...at, deltaX: 0, deltaY: scrollStepPx });
    steps += 1;
    const size = await inPage(cdp, 'window.__bench.size()');
    sizes.push(size);
    if (!size.atBottom) continue;
    if (size.ended) return { steps, sizes, complete: true };
    // At the bottom: the next page is on its way (at most one a second); wait for it, as a user would.
    await inPage(cdp, `window.__bench.nextPage(${size.games}, ${Math.max(1, Math.min(15_000, deadline - Date.now()))})`);
  }
  return { steps, sizes, complete: false };
}

/** Runs `action` as a labelled step: its interactions and long tasks are told apart by time. */
async function step(cdp, steps, label, action) {
  const start = await pageNow(cdp);
  await action();
  steps.push({ label, start, end: await afterFrame(cdp) });
}

/**
 * Runs a step that changes the list, then waits for the new list to show (as a user waits before
 * the next tap), so that one step's loading does not land in the next one's interaction.
 */
async function listStep(cdp, steps, label, action, log) {
  const before = await inPage(cdp, 'window.__bench.listShown()');
  await step(cdp, steps, label, action);
  if (!(await inPage(cdp, `window.__bench.settled(${JSON.stringify(before)}, 10000)`))) log(`  ${label}: the list did not change within 10 s`);
  await afterFrame(cdp);
}

async function interact(page, cdp, log) {
  const steps = [];
  const quickTabs = page.getByRole('tablist', { name: 'Game lists' });
  await listStep(cdp, steps, 'tab Hot', () => quickTabs.getByRole('tab', { name: 'Hot' }).click(), log);
  await listStep(cdp, steps, 'tab All', () => quickTabs.getByRole('tab', { name: 'All' }).click(), log);
  // A class of the category (a vendor class such as Slots), not ALL, NEW or FAV (FAV sends a guest to log in).
  const classes = page.getByRole('tablist', { name: 'Game types' }).getByRole('tab');
  const names = await classes.allTextContents();
  const index = names.findIndex((name) => !/^(all|new|fav|favou?rites?)$/i.test(name.trim()));
  if (index >= 0) await listStep(cdp, steps, `class tab (${names[index].trim()})`, () => classes.nth(index).click(), log);
  await step(cdp, steps, 'search box tap', () => page.getByRole('searchbox', { name: 'Search games by name' }).click());
  for (const letter of searchText) await step(cdp, steps, 'typing a letter', () => page.keyboard.press(letter));
  await listStep(cdp, steps, 'search Enter', () => page.keyboard.press('Enter'), log);
  return steps;
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const max = (values) => values.reduce((a, b) => Math.max(a, b), 0);
const within = (window) => (entry) => entry.startTime >= window.start && entry.startTime < window.end;

/**
 * INP-like: one entry per interaction (its events share an `interactionId`), as long as its longest
 * event, split into input delay, processing (first handler start to last handler end) and
 * presentation delay, and labelled with the step it happened in.
 */
function interactionsOf(events, steps) {
  const byId = new Map();
  for (const event of events) {
    if (!event.interactionId) continue;
    byId.set(event.interactionId, [...(byId.get(event.interactionId) ?? []), event]);
  }
  return [...byId.values()]
    .map((group) => {
      const worst = group.reduce((a, b) => (b.duration > a.duration ? b : a));
      const start = Math.min(...group.map((e) => e.startTime));
      const processingStart = Math.min(...group.map((e) => e.startTime + e.inputDelay));
      const processingEnd = Math.max(...group.map((e) => e.startTime + e.inputDelay + e.processing));
      return {
        name: worst.name,
        target: worst.target,
        startTime: start,
        duration: worst.duration,
        inputDelay: processingStart - start,
        processing: processingEnd - processingStart,
        presentation: Math.max(0, worst.startTime + worst.duration - processingEnd),
      };
    })
    .sort((a, b) => a.startTime - b.startTime)
    .map((interaction) => ({ ...interaction, label: steps.find((step) => within(step)(interaction))?.label ?? 'other' }));
}

/** The scripts that ran longest in long animation frames, by function and file. */
function topScripts(frames) {
  const totals = new Map();
  for (const frame of frames) {
    for (const script of frame.scripts) {
      const file = script.url ? script.url.replace(/^.*\//, '') : '';
      const key = `${script.invoker}${script.fn ? ` ${script.fn}` : ''}${file ? ` (${file}:${script.at})` : ''}`;
      totals.set(key, (totals.get(key) ?? 0) + script.duration);
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([what, ms]) => ({ what, ms }));
}

async function oneRun(browser, base, { tracePath, profile, log }) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  if (tracePath) await context.tracing.start({ screenshots: true, snapshots: true, title: 'game list at 4x CPU' });
  const page = await context.newPage();
  // Diagnosis: what the game pictures cost (the reference platform's are SVG documents).
  if (process.env.BENCH_NO_IMAGES) await page.route('**/cdn/**', (route) => route.abort());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(observePerformance);
  await page.addInitScript(pageHelpers, endText);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  }
  try {
    await page.goto(`${base}${gameListPath}`);
    await page.getByRole('listitem').first().waitFor({ timeout: 30_000 });
    await afterFrame(cdp);
    if (profile) await cdp.send('Profiler.start');
    const scrollStart = await pageNow(cdp);
    const startedAt = Date.now();
    if (tracePath) await context.tracing.group(`scroll to the end: wheel steps of ${scrollStepPx} px`);
    const scrolled = await scrollToEnd(cdp, Date.now() + scrollTimeoutMs);
    if (tracePath) await context.tracing.groupEnd();
    const scrollEnd = await pageNow(cdp);
    const scrollSeconds = (Date.now() - startedAt) / 1000;
    if (!scrolled.complete) throw new Error(`the list did not reach "${endText}" within ${scrollTimeoutMs / 1000} s`);
    const cpuProfile = {};
    if (profile) {
      cpuProfile.scroll = (await cdp.send('Profiler.stop')).profile;
      await cdp.send('Profiler.start');
    }
    const steps = await interact(page, cdp, log);
    await page.waitForTimeout(500); // Event Timing entries arrive after the next paint.
    if (profile) cpuProfile.interactions = (await cdp.send('Profiler.stop')).profile;
    const store = await inPage(cdp, '({ events: window.__bench.events, longTasks: window.__bench.longTasks, frames: window.__bench.frames })');
    const scroll = { start: scrollStart, end: scrollEnd };
    const others = { start: scrollEnd, end: Number.POSITIVE_INFINITY };
    const load = { start: 0, end: scrollStart };
    const interactions = interactionsOf(store.events, steps);
    if (process.env.BENCH_DEBUG) writeFileSync(process.env.BENCH_DEBUG, JSON.stringify({ steps, store, scroll, sizes: scrolled.sizes }));
    const longTasks = (window) => store.longTasks.filter(within(window)).filter((t) => t.duration > 50);
    const frames = (window) => store.frames.filter(within(window));
    return {
      errors,
      games: max(scrolled.sizes.map((s) => s.games)),
      scrollSteps: scrolled.steps,
      scrollSeconds,
      maxElements: max(scrolled.sizes.map((s) => s.elements)),
      maxTiles: max(scrolled.sizes.map((s) => s.tiles)),
      interactions,
      longTasks: { load: longTasks(load), scroll: longTasks(scroll), other: longTasks(others) },
      frames: { scroll: frames(scroll), other: frames(others) },
      cpuProfile,
    };
  } finally {
    if (tracePath) {
      await context.tracing.stop({ path: tracePath }).catch((error) => log(`trace not saved: ${error.message}`));
    }
    await context.close();
  }
}

/** Self time by function from a CDP CPU profile, the idle and program nodes left out. */
export function profileTop(profile, count = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/**
 * Runs the scenario up to `runs` times in one browser, each in a fresh context, as many as fit in
 * `budgetMs` with the traced run that follows them; the traced run (a Playwright trace with
 * screenshots and DOM snapshots, which slow the page down) is reported apart, not in the medians.
 */
/**
 * Asks once for every picture the list will show. A CDN serves pictures made beforehand; the
 * reference platform draws each WebP on its first request, on the same two cores as the browser,
 * which would otherwise land in the first run's scrolling as long tasks that are not the page's.
 */
async function warmGamePictures(base) {
  const startup = (await (await fetch(`${base}/wps/system/startup`)).json()).value;
  const pictures = new Set();
  for (let pageNo = 1; pageNo < 100; pageNo += 1) {
    const query = new URLSearchParams({ merchant: startup.merchantCode, platform: 'html5', clientType: '2', gameType: 'RNG', pageNo: String(pageNo), pageSize: '60', language: 'EN' });
    const page = (await (await fetch(`${base}/wps/game/list?${query}`)).json()).value;
    for (const game of page.games) {
      const icon = game.mobileSmallIcon ?? game.showIcon ?? game.iconUrl;
      if (icon) pictures.add(icon);
    }
    if (pageNo >= page.totalPages) break;
  }
  const cdn = startup.imageCDNs[0];
  const queue = [...pictures];
  // Four at a time: the platform draws them on its thread pool.
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let icon = queue.shift(); icon !== undefined; icon = queue.shift()) await (await fetch(`${new URL(cdn, base)}/${icon}`)).arrayBuffer();
  }));
  return pictures.size;
}

export async function benchGameListInteractions({
  base,
  chromePath = '/usr/bin/chromium',
  runs = 3,
  budgetMs = 120_000,
  traceDir = join(root, '.lighthouse'),
  trace = true,
  profile = false,
  log = console.log,
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const version = browser.version();
  const results = [];
  const load = loadavg()[0];
  let traced = null;
  let tracePath = null;
  const started = Date.now();
  try {
    // A first visit warms the server's caches (not the browser's: each run has a fresh context).
    await fetch(`${base}${gameListPath}`).catch(() => undefined);
    log(`warmed ${await warmGamePictures(base)} game pictures`);
    for (let run = 1; run <= runs; run += 1) {
      const runStarted = Date.now();
      log(`game list interactions run ${run}/${runs}`);
      const result = await oneRun(browser, base, { log });
      log(`  ${summaryLine(result)}`);
      if (result.errors.length > 0) log(`  page errors: ${result.errors.join('; ')}`);
      results.push(result);
      // Another run, and the traced run after it (a little longer), must fit in the budget.
      const runMs = Date.now() - runStarted;
      if (run < runs && Date.now() - started + runMs + (trace ? 1.2 * runMs : 0) > budgetMs) {
        log(`  stopping after ${run} run(s): another would pass the ${budgetMs / 1000} s budget`);
        break;
      }
    }
    if (trace) {
      mkdirSync(traceDir, { recursive: true });
      const path = join(traceDir, 'game-list-trace.zip');
      log('game list interactions traced run (Playwright trace, not in the medians)');
      traced = await oneRun(browser, base, { tracePath: path, log });
      tracePath = relative(root, path);
      log(`  ${summaryLine(traced)}`);
      log(`  trace: npx playwright show-trace ${tracePath}`);
    }
    if (profile) {
      log('game list interactions CPU profile run');
      const result = await oneRun(browser, base, { profile: true, log });
      log(`  ${summaryLine(result)}`);
      mkdirSync(traceDir, { recursive: true });
      for (const [phase, cpuProfile] of Object.entries(result.cpuProfile)) {
        log(`  CPU profile while ${phase === 'scroll' ? 'scrolling' : 'interacting'}, self time (ms):`);
        for (const [what, ms] of profileTop(cpuProfile)) log(`    ${ms.toFixed(1).padStart(8)}  ${what}`);
        const out = join(traceDir, `game-list-${phase}.cpuprofile`);
        writeFileSync(out, JSON.stringify(cpuProfile));
        log(`  wrote ${relative(root, out)} (open in Chrome DevTools, Performance)`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const result of [...results, traced]) if (result) delete result.cpuProfile;
  return { runs: results, traced, tracePath, chromium: version, load, seconds: (Date.now() - started) / 1000 };
}

const fmt = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const longest = (list) => max(list.map((t) => t.duration));

function summaryLine(r) {
  const worst = r.interactions.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);
  return (
    `${r.games} games in ${r.scrollSteps} wheel steps (${r.scrollSeconds.toFixed(1)} s); DOM max ${r.maxElements} elements, ` +
    `${r.maxTiles} tiles; longest interaction ${fmt(worst?.duration ?? 0)}${worst ? ` (${worst.label}, ${worst.name})` : ''}; ` +
    `long tasks scrolling ${r.longTasks.scroll.length} (longest ${fmt(longest(r.longTasks.scroll))}), ` +
    `interacting ${r.longTasks.other.length} (longest ${fmt(longest(r.longTasks.other))})`
  );
}

const verdict = (value, goal) => (Number.isFinite(value) ? (value <= goal ? 'met' : '**missed**') : 'n/a');
const worstOf = (list) => list.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);

/** The markdown section of docs/reports/performance.md. */
export function gameListReport({ runs, traced, tracePath, chromium: version, load, seconds }) {
  const m = (pick) => median(runs.map(pick));
  const longestInteraction = m((r) => longest(r.interactions));
  const scrollCount = m((r) => r.longTasks.scroll.length);
  const scrollLongest = m((r) => longest(r.longTasks.scroll));
  const otherLongest = m((r) => longest(r.longTasks.other));
  const labels = [...new Set(runs.flatMap((r) => r.interactions.map((i) => i.label)))];
  const classTab = labels.find((l) => l.startsWith('class tab'))?.replace('class tab ', '') ?? '(none found)';
  const lines = [
    '',
    '## Game list interactions (4× CPU)',
    '',
    `\`${gameListPath}\` (${m((r) => r.games)} games) in Chromium ${version} (the full browser, headless,`,
    `Playwright), Pixel 7 profile, 4× CPU slowdown (\`Emulation.setCPUThrottlingRate\`) from the page's load. The`,
    `scenario: mouse wheel steps of ${scrollStepPx} px (CDP wheel events, scrolled smoothly by the browser), one after the`,
    `other as frames come, waiting at the bottom for each next page (at most one a second), until "${endText}";`,
    `then the quick tabs Hot and All, the class tab ${classTab}, a tap in the search box, typing "${searchText}"`,
    `and Enter, each tab waiting for its list. Median of ${runs.length} run(s), each in a fresh browser context: as many as`,
    `fit in about 2 minutes with the traced run. Load average at the start: ${load.toFixed(1)} on ${cpus().length} cores; the bench took`,
    `${Math.round(seconds)} s.`,
    '',
    'Interactions: the Event Timing API (`event` entries of 16 ms or more, buffered, grouped by',
    '`interactionId`, each as long as its longest event: INP-like). Long tasks: `longtask` entries (over',
    '50 ms), split into those that started while scrolling and those after it (tabs and search).',
    '',
    '| Figure | Median | Goal | |',
    '| --- | ---: | ---: | --- |',
    `| Longest interaction | ${fmt(longestInteraction)} | ≤ ${goals.interactionMs} ms | ${verdict(longestInteraction, goals.interactionMs)} |`,
    `| Long tasks while scrolling | ${scrollCount} | 0 | ${verdict(scrollCount, 0)} |`,
    `| Longest task while scrolling | ${scrollLongest > 0 ? fmt(scrollLongest) : 'none'} | ≤ ${goals.scrollLongTaskMs} ms | ${verdict(scrollLongest, goals.scrollLongTaskMs)} |`,
    `| Long tasks during the tabs and the search | ${m((r) => r.longTasks.other.length)} | | |`,
    `| Longest task during the tabs and the search | ${otherLongest > 0 ? fmt(otherLongest) : 'none'} | | |`,
    `| Max elements in the page while scrolling | ${m((r) => r.maxElements)} | bounded | |`,
    `| Max game tiles in the list while scrolling | ${m((r) => r.maxTiles)} | bounded | |`,
    '',
    'Interactions by kind: the median over the runs of the longest of each kind, and the longest one\'s',
    'input delay, processing and presentation delay (an interaction missing from a run took less than',
    '16 ms).',
    '',
    '| Interaction | Median of the longest | Per run | Longest: input delay / processing / presentation |',
    '| --- | ---: | --- | --- |',
  ];
  for (const label of labels) {
    const perRun = runs.map((r) => worstOf(r.interactions.filter((i) => i.label === label)));
    const worst = worstOf(perRun.filter(Boolean));
    lines.push(
      `| ${label} | ${fmt(median(perRun.map((i) => i?.duration ?? 0)))} | ${perRun.map((i) => (i ? Math.round(i.duration) : '<16')).join(', ')} | ` +
        `${worst ? `${fmt(worst.inputDelay)} / ${fmt(worst.processing)} / ${fmt(worst.presentation)} (${worst.name} on ${worst.target})` : ''} |`,
    );
  }
  lines.push(
    '',
    '| Run | Longest interaction | Long tasks while scrolling (longest) | Long tasks after (longest) | Long tasks at load | Max elements | Max tiles | Scrolling took |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  const row = (name, r) =>
    `| ${name} | ${fmt(longest(r.interactions))} | ${r.longTasks.scroll.length} (${fmt(longest(r.longTasks.scroll))}) | ` +
    `${r.longTasks.other.length} (${fmt(longest(r.longTasks.other))}) | ${r.longTasks.load.length} | ${r.maxElements} | ${r.maxTiles} | ${r.scrollSeconds.toFixed(1)} s |`;
  runs.forEach((r, i) => lines.push(row(String(i + 1), r)));
  if (traced) lines.push(row('traced', traced));
  const scripts = topScripts(runs.flatMap((r) => r.frames.scroll));
  if (scripts.length > 0) {
    lines.push(
      '',
      'Where the long animation frames while scrolling spent their script time (all runs; file and character',
      'position in the minified build):',
      '',
    );
    for (const { what, ms } of scripts) lines.push(`- ${Math.round(ms)} ms: \`${what}\``);
  }
  if (tracePath) {
    lines.push(
      '',
      `The traced run (a Playwright trace with screenshots and DOM snapshots; its recording costs the page some`,
      `time, so it is not in the medians) is left in \`${tracePath}\` (not committed):`,
      `\`npx playwright show-trace ${tracePath}\`.`,
    );
  }
  return lines;
}

async function main() {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const base = arg('base');
  if (!base) throw new Error('usage: node scripts/bench/gameListInteractions.mjs --base=http://127.0.0.1:PORT [--runs=3] [--budget=120] [--no-trace] [--profile]');
  const result = await benchGameListInteractions({
    base,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    runs: Number(arg('runs') ?? 3),
    budgetMs: Number(arg('budget') ?? 120) * 1000,
    trace: !process.argv.includes('--no-trace'),
    profile: process.argv.includes('--profile'),
  });
  console.log(gameListReport(result).join('\n'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
