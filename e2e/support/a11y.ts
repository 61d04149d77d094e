import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { sessionStorageKey } from '../../src/platform/sessionStore';
import type { Frame, Page, Request, TestInfo } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** WCAG 2.0 / 2.1 A + AA and the WCAG 2.2 AA additions. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** Impacts that fail a test. Minor and moderate findings are attached to the report only. */
export const failingImpacts: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface AxeOptions {
  /** Scan at all. Default true. */
  enabled: boolean;
  /** Make the test's own navigations (goto, reload, back, forward) wait for their scans. Default true. */
  awaitScans: boolean;
  /** CSS selectors left out of every scan (e.g. a third-party widget). */
  exclude: string[];
  /** axe rule ids switched off. Keep this empty unless a rule is wrong for a documented reason. */
  disableRules: string[];
  /**
   * Screen states already scanned in this run (shared by every worker): a state is scanned once.
   * Without one, every settled navigation is scanned (the gate's own tests).
   */
  registry?: ScanRegistry;
}

export const defaultAxeOptions: AxeOptions = {
  enabled: true,
  awaitScans: true,
  exclude: [],
  disableRules: [],
};

/** Claims screen states for scanning: the first claim of a state wins, later ones are told no. */
export interface ScanRegistry {
  claim(state: string): boolean;
  /** Claimed already? (A look that claims nothing.) */
  claimed(state: string): boolean;
}

/**
 * A registry the run's workers share through a directory: a claim creates the state's file, and
 * only the first creation succeeds (O_EXCL), whichever process makes it.
 */
export function directoryScanRegistry(directory: string): ScanRegistry {
  mkdirSync(directory, { recursive: true });
  const fileOf = (state: string) => join(directory, createHash('sha1').update(state).digest('hex'));
  return {
    claimed: (state) => existsSync(fileOf(state)),
    claim(state) {
      const file = fileOf(state);
      try {
        writeFileSync(file, state, { flag: 'wx' });
        return true;
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
        throw error;
      }
    },
  };
}

/** A registry for one process (tests of the gate). */
export function memoryScanRegistry(): ScanRegistry {
  const claimed = new Set<string>();
  return {
    claimed: (state) => claimed.has(state),
    claim(state) {
      if (claimed.has(state)) return false;
      claimed.add(state);
      return true;
    },
  };
}

/**
 * What makes a screen state distinct for the gate: the page (path, not query), who looks at it
 * (guest, or the session's customer type, read where the app keeps it: accounts §3
 * MC_SESSION_INFO), the language, and the dialog open on top, if any.
 */
export async function screenState(page: Page): Promise<string> {
  return page.evaluate((sessionKey) => {
    const path = location.pathname.replace(/\/+$/, '') || '/';
    let role = 'guest';
    try {
      const session: unknown = JSON.parse(sessionStorage.getItem(sessionKey) ?? 'null');
      if (typeof session === 'object' && session !== null && 'type' in session) {
        role = `type ${String(session.type)}${'trial' in session && session.trial === true ? ' trial' : ''}`;
      }
    } catch {
      // Unreadable session info is a guest for the app too.
    }
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : element.getAttribute('aria-label');
        return `${element.getAttribute('role') ?? 'dialog'} "${(label ?? '').trim()}"`;
      });
    return [`${location.origin}${path}`, role, document.documentElement.lang, ...dialogs].join(' | ');
  }, sessionStorageKey);
}

export interface Finding {
  url: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

const closedError =
  /Target page, context or browser has been closed|Target closed|has been closed|Browser has been disconnected/i;

/**
 * Watches one page: after every main-frame navigation (full load or same-document route change)
 * has settled it runs axe, one scan at a time, and collects serious and critical violations.
 * `finish()` scans the final state and throws when anything serious was found.
 */
export class AxeAuditor {
  readonly findings: Finding[] = [];
  readonly minorFindings: Finding[] = [];
  /** URLs scanned, in order (for the report and for tests of the auditor itself). */
  readonly scanned: string[] = [];
  /** Settled states not scanned because an earlier scan in the run covered them. */
  readonly skipped: string[] = [];
  /** Scans that failed for a reason other than a navigation (a harness fault, reported at the end). */
  readonly scanErrors: string[] = [];
  private readonly seen = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private scheduled = false;
  private closed = false;
  private detach: () => void = () => {};
  /** Stops queueing scans on navigation, and gives the test's navigations back. */
  private stopScheduling: () => void = () => {};
  /** Requests the page is waiting for (scripts, documents, fetches): a scan waits for them. */
  private readonly inFlight = new Set<Request>();

  constructor(
    private readonly page: Page,
    private readonly options: AxeOptions = defaultAxeOptions,
  ) {}

  /** Start scanning after every main-frame navigation. */
  attach(): this {
    if (!this.options.enabled) return this;
    const onNavigated = (frame: Frame) => {
      if (frame.parentFrame() === null) this.schedule();
    };
    const onClose = () => {
      this.closed = true;
    };
    const onRequest = (request: Request) => {
      if (awaitedResources.has(request.resourceType())) this.inFlight.add(request);
    };
    const onDone = (request: Request) => {
      this.inFlight.delete(request);
    };
    this.page.on('framenavigated', onNavigated);
    this.page.on('close', onClose);
    this.page.on('request', onRequest);
    this.page.on('requestfinished', onDone);
    this.page.on('requestfailed', onDone);
    const unwrap = this.options.awaitScans ? this.wrapNavigations() : () => {};
    this.stopScheduling = () => {
      this.page.off('framenavigated', onNavigated);
      unwrap();
    };
    this.detach = () => {
      this.stopScheduling();
      this.page.off('close', onClose);
      this.page.off('request', onRequest);
      this.page.off('requestfinished', onDone);
      this.page.off('requestfailed', onDone);
    };
    return this;
  }

  /**
   * Navigations the test itself makes (goto, reload, back, forward) wait for the scans of the
   * page being left and of the page reached. Without this a fast test is already elsewhere when
   * the scan of, say, the login page starts, and that page is never checked. Navigations the app
   * makes (a redirect after submit, a link) are scanned as soon as they settle, without blocking.
   */
  private wrapNavigations(): () => void {
    const page = this.page;
    const names = ['goto', 'reload', 'goBack', 'goForward'] as const;
    const originals = names.map((name) => [name, page[name]] as const);
    for (const [name, original] of originals) {
      const wrapped = async (...args: unknown[]) => {
        await this.idle();
        const response = await (original as (...a: unknown[]) => Promise<unknown>).apply(page, args);
        await this.idle();
        return response;
      };
      Object.defineProperty(page, name, { value: wrapped, configurable: true, writable: true });
    }
    return () => {
      for (const [name] of originals) Reflect.deleteProperty(page, name);
    };
  }

  /** Queue a scan of whatever document the page shows once it has settled. */
  schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    this.queue = this.queue.then(async () => {
      // Cleared before scanning: a navigation during the scan queues the next one.
      this.scheduled = false;
      await this.scanSettled({ once: true }).catch((error: unknown) => {
        this.scanErrors.push(error instanceof Error ? error.message : String(error));
      });
    });
  }

  /** Wait until every queued scan has run. */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  /**
   * Scan the page as it is now (after it settles), retrying on the new document after a
   * navigation: a state the test marks (a popup, an error shown) is scanned even when its page
   * was scanned before.
   */
  async scanNow(): Promise<void> {
    await this.idle();
    await this.scanSettled({ once: false });
  }

  /**
   * Stop watching, scan the final state and throw an error listing every serious or critical
   * violation found on any page the test visited.
   */
  async finish(testInfo?: TestInfo, { finalScan = true }: { finalScan?: boolean } = {}): Promise<void> {
    if (!this.options.enabled) return;
    await this.idle();
    // The requests are still watched during the final scan: it waits for those in flight.
    this.stopScheduling();
    try {
      if (finalScan) await this.scanSettled({ once: true });
    } finally {
      this.detach();
    }

    testInfo?.annotations.push({
      type: 'axe',
      description:
        `${this.scanned.length} scan(s): ${[...new Set(this.scanned)].join(', ') || 'none'}` +
        (this.skipped.length > 0 ? `; ${this.skipped.length} state(s) scanned earlier in the run` : ''),
    });
    if (testInfo && (this.findings.length > 0 || this.minorFindings.length > 0)) {
      await testInfo.attach('axe-findings.json', {
        body: JSON.stringify({ serious: this.findings, other: this.minorFindings }, null, 2),
        contentType: 'application/json',
      });
    }
    if (this.findings.length > 0) throw new Error(formatFindings(this.findings));
    if (this.scanErrors.length > 0) throw new Error(this.scanErrors.join('\n'));
  }

  /**
   * Runs axe in the page: its source goes into each frame of the document once (a document
   * keeps it), then one run from the top frame, which reaches same-origin frames through axe's
   * own messaging. (AxeBuilder's legacy mode injected the 500 kB source twice per scan.)
   */
  private async runAxe(options: RunOptions): Promise<AxeResults> {
    for (const frame of this.page.frames()) {
      const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
      if (!present) await frame.evaluate(axeSource);
    }
    const exclude = this.options.exclude.map((selector) => [selector]);
    const rules = Object.fromEntries(this.options.disableRules.map((id) => [id, { enabled: false }]));
    return this.page.evaluate(
      ({ exclude, options }) => window.axe.run(exclude.length > 0 ? { exclude } : document, options),
      { exclude, options: { ...options, rules: { ...options.rules, ...rules } } },
    );
  }

  /** Wait until the requests the page started have answered (bounded: a test may hold one open). */
  private async requestsAnswered(): Promise<void> {
    const until = Date.now() + 3_000;
    while (this.inFlight.size > 0 && Date.now() < until && !this.page.isClosed()) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** `once`: skip a state that the registry says was scanned earlier in the run (not for marked states). */
  private async scanSettled({ once }: { once: boolean }, attempt = 0): Promise<void> {
    if (this.closed || this.page.isClosed()) return;
    const url = this.page.url();
    if (url === 'about:blank') {
      // Nothing loaded (a page filled with setContent keeps this URL and is still scanned).
      const empty = await this.page
        .evaluate(() => document.body === null || document.body.childElementCount === 0)
        .catch(() => true);
      if (empty) return;
    }
    try {
      // A state claimed already is left before paying for the page to settle: most navigations
      // of a run reach a state another test scanned. (Claimed only after settling: the settled
      // state can differ, after a redirect.)
      if (once && this.options.registry) {
        const early = await screenState(this.page);
        if (this.options.registry.claimed(early)) {
          this.skipped.push(early);
          return;
        }
      }
      await this.requestsAnswered();
      await settle(this.page);
      if (this.options.registry) {
        // A marked state is scanned anyway, and claimed so that no later test scans it again.
        const state = await screenState(this.page);
        if (!this.options.registry.claim(state) && once) {
          this.skipped.push(state);
          return;
        }
      }
      // Legacy mode runs axe inside the page (frames included through axe's own messaging) instead
      // of opening a blank page in the test's context to merge results: about 3x faster, and a test
      // waiting for a popup never sees a stray page.
      const results = await this.runAxe({ runOnly: { type: 'tag', values: [...axeTags] }, ...violationsOnly });
      const scannedUrl = results.url || url;
      this.scanned.push(scannedUrl);
      let violations = results.violations;
      if (violations.some((violation) => violation.id === colourContrast)) {
        // Colour contrast is only meaningful on a still page: a page that rendered (and began to
        // fade in) while axe ran reads as low contrast. Settle again and ask once more; a real
        // violation is still there.
        await settle(this.page);
        const again = await this.runAxe({ runOnly: { type: 'rule', values: [colourContrast] }, ...violationsOnly });
        violations = [...violations.filter((violation) => violation.id !== colourContrast), ...again.violations];
      }
      for (const violation of violations) {
        const impact = violation.impact ?? 'unknown';
        const finding: Finding = {
          url: scannedUrl,
          id: violation.id,
          impact,
          help: violation.help,
          helpUrl: violation.helpUrl,
          targets: violation.nodes.map((node) => node.target.map(String).join(' >>> ')),
        };
        const key = `${finding.url}|${finding.id}|${finding.targets.join(',')}`;
        if (this.seen.has(key)) continue;
        this.seen.add(key);
        (failingImpacts.has(impact) ? this.findings : this.minorFindings).push(finding);
      }
    } catch (error) {
      const message =
        error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      if (this.closed || this.page.isClosed() || closedError.test(message)) return;
      // A navigation under the scan shows up as a destroyed context, or as axe missing from the new
      // document ("reading 'run'" of undefined) between injection and run: scan the new document.
      // A fault in axe itself fails every attempt and is reported.
      if (attempt < 3) {
        await this.page.waitForLoadState('load').catch(() => {});
        return this.scanSettled({ once }, attempt + 1);
      }
      throw new Error(`axe could not scan ${url}: ${message}`);
    }
  }
}

const colourContrast = 'color-contrast';

/** Only violations are read: axe then skips describing every passing node (a third of a first run). */
const violationsOnly: RunOptions = { reporter: 'no-passes', resultTypes: ['violations'] };

/**
 * axe's minified build: a page compiles it in about 330 ms where `axe.source` (the unminified
 * 1.5 MB) takes 500, and every scanned document compiles it once.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Request types a scan waits for: the page's code and data, not images or fonts. */
const awaitedResources: ReadonlySet<string> = new Set(['document', 'script', 'fetch', 'xhr']);

/**
 * Wait until the document is loaded, finite animations have finished (a fading element would
 * give false colour-contrast results) and the DOM has stopped changing for a moment. Timers are
 * the page's own, so a test that installed page.clock still flows (install lets time run).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const running = () =>
      document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
    const waitForAnimations = () =>
      Promise.race([Promise.all(running().map((a) => a.finished.catch(() => undefined))), wait(2_000)]);
    await waitForAnimations();
    await new Promise<void>((resolve) => {
      let quiet: ReturnType<typeof setTimeout>;
      const done = () => {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(cap);
        resolve();
      };
      // Content marked aria-live="off" changes on its own (a ticking jackpot, an autoplaying
      // carousel) and never settles: its changes do not hold the scan back.
      const changesOnItsOwn = (node: Node) =>
        (node instanceof Element ? node : node.parentElement)?.closest('[aria-live="off"]') != null;
      const observer = new MutationObserver((records) => {
        if (records.every((record) => changesOnItsOwn(record.target))) return;
        clearTimeout(quiet);
        quiet = setTimeout(done, 100);
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
      quiet = setTimeout(done, 100);
      const cap = setTimeout(done, 1_500);
    });
    // A page rendered during that quiet time (a redirect after submit) starts its fade-in on the
    // next frames: wait two frames, then for any animation that began meanwhile.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await waitForAnimations();
  });
}

export function formatFindings(findings: Finding[]): string {
  const byUrl = new Map<string, Finding[]>();
  for (const finding of findings) byUrl.set(finding.url, [...(byUrl.get(finding.url) ?? []), finding]);
  const lines = [`Accessibility: ${findings.length} serious or critical axe violation(s)`];
  for (const [url, list] of byUrl) {
    lines.push(`  on ${url}`);
    for (const f of list) {
      lines.push(`    [${f.impact}] ${f.id}: ${f.help} (${f.helpUrl})`);
      for (const target of f.targets.slice(0, 10)) lines.push(`        - ${target}`);
      if (f.targets.length > 10) lines.push(`        … and ${f.targets.length - 10} more`);
    }
  }
  return lines.join('\n');
}
