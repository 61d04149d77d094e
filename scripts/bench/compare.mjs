// The compare mode of the bench: two builds side by side in one run on one machine (`npm run
// bench:compare -- <A>,<B>`, or `node scripts/bench.mjs --compare=<A>,<B> [--runs=5]`). Each build
// gets a server of its own (fresh database); per page the Lighthouse runs alternate A, B, A, B, so a
// change in the machine's load falls on both. Writes docs/reports/performance-compare.md.
//
// A build is a dist folder (`vite build --outDir <folder>`), served by this checkout's reference
// platform, or a checkout of the project with its node_modules and a built dist/, served by its own
// platform (for a change that is also in server/, such as the server's render).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lighthouse } from './lighthouse.mjs';
import { measure } from './measure.mjs';
import { startPlatform } from './platformServer.mjs';
import {
  cls,
  cpuColumnsNote,
  header,
  kb,
  machineLines,
  medianOf,
  ms,
  row,
  runCells,
  runColumns,
  runLine,
  runsNote,
  signed,
  utcNow,
} from './format.mjs';

/** `--compare=<A>,<B>`, paths from `from`, into the two builds with how each is served. */
export function compareBuilds(value, { root, from }) {
  const paths = value.split(',').map((p) => p.trim()).filter(Boolean);
  if (paths.length !== 2) throw new Error(`--compare takes two builds, A,B (got "${value}")`);
  return paths.map((given, i) => {
    const path = resolve(from, given);
    const checkout = existsSync(join(path, 'server', 'main.ts'));
    const build = checkout
      ? { cwd: path, distDir: join(path, 'dist'), served: 'its own checkout’s platform' }
      : { cwd: root, distDir: path, served: 'this checkout’s platform' };
    if (!existsSync(join(build.distDir, 'index.html')))
      throw new Error(`${build.distDir} has no built app (index.html): build it with \`npx vite build --outDir ${build.distDir}\``);
    if (checkout && !existsSync(join(path, 'node_modules')))
      throw new Error(`${path} has no node_modules for its platform to run with`);
    return { label: i === 0 ? 'A' : 'B', path, ...build };
  });
}

const slug = (page) => page.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/** Runs the comparison; returns the runs' figures per page and build, and Lighthouse's version. */
export async function benchCompare({ builds, pages, runs, chromePath, tsx, outDir, keepTraces, log }) {
  const servers = new Map();
  const start = async (build) => {
    log(`build ${build.label}: starting the platform for ${build.distDir}`);
    const server = await startPlatform({ cwd: build.cwd, tsx, distDir: build.distDir });
    servers.set(build.label, server);
    log(`build ${build.label} at ${server.base}`);
    return server;
  };
  /**
   * A server that ended (another process's clean-up on a shared machine: seen) starts again, fresh,
   * and a run it ended during runs again; a failed run runs again; three attempts at the most.
   */
  const measuredRun = async (build, page, run) => {
    for (let attempt = 1; ; attempt += 1) {
      let server = servers.get(build.label);
      if (server.exit()) {
        log(`${server.exit()}\nstarting it again`);
        await server.stop();
        server = await start(build);
      }
      try {
        const outputPath = join(outDir, `compare-${build.label}-${slug(page)}-${run}.json`);
        const measured = await lighthouse(`${server.base}${page}`, outputPath, { chromePath, keepTrace: keepTraces, log });
        if (server.exit()) throw new Error(`${server.exit()}\n(during the run: not a measurement)`);
        return { measured, result: measure(measured, { base: server.base, distDir: build.distDir, log }) };
      } catch (error) {
        if (attempt >= 3) throw error;
        repeated.push(`${page} run ${run}, build ${build.label}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0].replace(/:$/, '')}`);
        log(`  the run failed, once more: ${error instanceof Error ? error.message : error}`);
      }
    }
  };

  const repeated = [];
  const results = Object.fromEntries(pages.map((page) => [page, Object.fromEntries(builds.map((b) => [b.label, []]))]));
  let lighthouseVersion = 'unknown';
  try {
    for (const build of builds) await start(build);
    for (const page of pages) {
      for (const build of builds) await fetch(`${servers.get(build.label).base}${page}`).catch(() => undefined); // warm the servers
      for (let run = 1; run <= runs; run += 1) {
        for (const build of builds) {
          log(`Lighthouse ${page} run ${run}/${runs}, build ${build.label}`);
          const { measured, result } = await measuredRun(build, page, run);
          lighthouseVersion = measured.lhr.lighthouseVersion ?? lighthouseVersion;
          log(`  ${runLine(result)}`);
          results[page][build.label].push(result);
        }
      }
    }
  } finally {
    await Promise.all([...servers.values()].map((s) => s.stop()));
  }
  return { results, lighthouseVersion, repeated };
}

/** The medians' columns: [title, key, format]. */
const medianColumns = [
  ['Performance', 'score', (v) => (Number.isFinite(v) ? String(v) : 'n/a')],
  ['FCP', 'fcp', ms],
  ['LCP', 'lcp', ms],
  ['TBT', 'tbt', ms],
  ['CPU-time blocking', 'cpuBlocking', ms],
  ['CLS', 'cls', cls],
  ['Main-thread CPU (5 s)', 'cpu5s', ms],
  ['First-load JS (gzip)', 'gzip', kb],
];

/** The report's markdown. */
export function compareReport({ builds, results, runs, lighthouseVersion, chromePath, minutes, repeated = [] }) {
  const lines = [
    '# Performance: two builds side by side',
    '',
    `Measured ${utcNow()} with \`npm run bench:compare\` (scripts/bench.mjs --compare): Lighthouse ${lighthouseVersion},`,
    'mobile form factor, default simulated throttling (slow 4G, 4x CPU slowdown), performance category',
    `only. ${runs} run${runs === 1 ? '' : 's'} per page and build, alternating A, B, A, B on one machine, each build served with a`,
    `fresh database; the tables show medians. The ${runs * 2 * Object.keys(results).length} runs took ${minutes.toFixed(1)} min.`,
    '',
    ...header(['Build', 'Served from', 'Served by'], 3),
    ...builds.map((b) => row([b.label, `\`${b.distDir}\``, b.served])),
    '',
    ...machineLines(chromePath),
    '',
    ...header(['Page', 'Build', ...medianColumns.map(([title]) => title)], 2),
  ];
  for (const [page, byBuild] of Object.entries(results)) {
    const [a, b] = builds.map((build) => byBuild[build.label]);
    const medians = (list) => medianColumns.map(([, key]) => medianOf(list, key));
    const [ma, mb] = [medians(a), medians(b)];
    lines.push(
      row([`\`${page}\``, 'A', ...medianColumns.map(([, , format], i) => format(ma[i]))]),
      row([`\`${page}\``, 'B', ...medianColumns.map(([, , format], i) => format(mb[i]))]),
      row(['', 'B − A', ...medianColumns.map(([, , format], i) => signed(format)(mb[i] - ma[i]))]),
    );
  }
  lines.push(
    '',
    'B − A: the difference of the medians. First-load JS (gzip): the same-origin scripts the page',
    'requested during the Lighthouse load, each gzipped (level 9) from its build’s folder.',
    ...cpuColumnsNote,
    '',
    '## Runs',
    '',
    'In the order they ran.',
    '',
    ...header(['Page', 'Run', 'Build', ...runColumns], 3),
  );
  for (const [page, byBuild] of Object.entries(results)) {
    for (let run = 0; run < runs; run += 1) {
      for (const build of builds) {
        const r = byBuild[build.label][run];
        if (r) lines.push(row([`\`${page}\``, run + 1, build.label, ...runCells(r)]));
      }
    }
  }
  lines.push('', ...runsNote);
  if (repeated.length > 0)
    lines.push('', '## Runs made again', '', 'Not counted: the attempts that failed, each run again.', '', ...repeated.map((r) => `- ${r}`));
  const warnings = [
    ...new Set(Object.values(results).flatMap((byBuild) => Object.values(byBuild).flatMap((list) => list.flatMap((r) => r.warnings)))),
  ];
  if (warnings.length > 0) lines.push('', '## Lighthouse warnings', '', ...warnings.map((w) => `- ${w}`));
  return `${lines.join('\n')}\n`;
}
