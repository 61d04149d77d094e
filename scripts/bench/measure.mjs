// The figures of one Lighthouse run: its metrics, the trace's CPU figures and the JS the page loaded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sum of the gzip sizes of the same-origin scripts the page requested, read from `distDir`. */
export function firstLoadJs(lhr, base, distDir, log = console.log) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base));
  let gzip = 0;
  let transferred = 0;
  const missing = [];
  for (const item of scripts) {
    transferred += item.transferSize ?? 0;
    const file = join(distDir, new URL(item.url).pathname);
    if (existsSync(file)) gzip += gzipSync(readFileSync(file), { level: 9 }).length;
    else missing.push(item.url);
  }
  if (missing.length > 0) log(`not in ${distDir} (not counted): ${missing.join(', ')}`);
  return { gzip, transferred, files: scripts.length };
}

/** `trace`: traceCpu.mjs's figures of the run's trace, or null. */
export function measure({ lhr, trace }, { base, distDir, log }) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const figure = (value) => value ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    cpuBlocking: figure(trace?.cpuBlockingMs),
    wallBlocking: figure(trace?.wallBlockingMs),
    cpu5s: figure(trace?.cpuFirst5sMs),
    wall5s: figure(trace?.wallFirst5sMs),
    ...firstLoadJs(lhr, base, distDir, log),
    warnings: lhr.runWarnings ?? [],
  };
}
