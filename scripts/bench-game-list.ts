// `npm run bench:platform` (and part of `npm run bench`): the reference platform's game list, in
// process. A platform on an in-memory database (from the migrated template, like the tests) answers
// `GET /wps/game/list` pages of 26 over the 652 seeded games through its Hono app, without and with
// filters; p50 and p99 of each, against the goal p99 ≤ 20 ms (issue 12). Writes
// docs/reports/platform-game-list.md and prints the same table.
//
//   npx tsx scripts/bench-game-list.ts [--requests=500]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform as osPlatform, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, gameListResponseSchema, gamePageSize, successEnvelopeSchema } from '../contract';
import { migratedTemplate, templateCacheDir } from '../server/db/migrated-template';
import { testPasswordHashing } from '../server/lib/password';
import { createPlatform } from '../server/platform';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
process.chdir(root);

const requests = Number(process.argv.find((arg) => arg.startsWith('--requests='))?.slice('--requests='.length) ?? 500);
const warmUp = 50;
const goalP99Ms = 20;
const reportPath = join(root, 'docs', 'reports', 'platform-game-list.md');

interface Scenario {
  label: string;
  /** The query of the request number `index` (the "every page" row scrolls through the pages). */
  query: (index: number) => Record<string, string>;
}

/** The rows of the table; `pages` are the page counts of the whole list and of the RNG list. */
function scenarios(pages: { all: number; rng: number }): Scenario[] {
  const fixed = (label: string, query: Record<string, string>): Scenario => ({ label, query: () => query });
  return [
    fixed('all games, page 1', {}),
    { label: 'all games, every page in turn', query: (index) => ({ pageNo: String((index % pages.all) + 1) }) },
    fixed('gameType=RNG + vassalage', { gameType: 'RNG', vassalage: 'PXS' }),
    fixed('gameType=RNG + vassalage + minBet', { gameType: 'RNG', vassalage: 'PXS', minBet: '0.5' }),
    fixed('gameType=RNG + vassalage + minBet + gameName', { gameType: 'RNG', vassalage: 'PXS', minBet: '0.5', gameName: 'o' }),
    fixed('gameName search over every game', { gameName: 'dragon' }),
    fixed('gameType=RNG, NEW class (isNew)', { gameType: 'RNG', isNew: '1' }),
    fixed('gameType=RNG, last page', { gameType: 'RNG', pageNo: String(pages.rng) }),
  ];
}

const listValue = successEnvelopeSchema(gameListResponseSchema);

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const started = performance.now();
  const platform = await createPlatform({
    dataDir: 'memory://',
    loadDataDir: await migratedTemplate(templateCacheDir),
    passwordHashing: testPasswordHashing,
    devControls: 'off',
    purgeIntervalSeconds: 3600,
  });
  console.log(`[bench:platform] platform ready in ${Math.round(performance.now() - started)} ms`);
  const page = async (query: Record<string, string>) => {
    const response = await platform.app.request(`${apiPaths.gameList}?${new URLSearchParams(query)}`);
    return listValue.parse(await response.json()).value;
  };

  const pages = { all: (await page({})).totalPages, rng: (await page({ gameType: 'RNG' })).totalPages };

  const rows: { label: string; games: number; p50: number; p99: number; max: number; cpu: number }[] = [];
  try {
    for (const scenario of scenarios(pages)) {
      const first = await page(scenario.query(0));
      for (let index = 0; index < warmUp; index += 1) await page(scenario.query(index));
      const times: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let index = 0; index < requests; index += 1) {
        const query = scenario.query(index);
        const before = performance.now();
        const response = await platform.app.request(`${apiPaths.gameList}?${new URLSearchParams(query)}`);
        await response.text();
        times.push(performance.now() - before);
        if (response.status !== 200) throw new Error(`${scenario.label}: HTTP ${response.status}`);
      }
      const cpu = process.cpuUsage(cpuBefore);
      times.sort((a, b) => a - b);
      rows.push({
        cpu: (cpu.user + cpu.system) / 1000 / requests,
        label: scenario.label,
        games: first.games.length,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        max: times[times.length - 1] ?? Number.NaN,
      });
      const row = rows[rows.length - 1];
      if (row) console.log(`[bench:platform] ${row.label}: p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, CPU ${ms(row.cpu)} a request`);
    }
  } finally {
    await platform.close();
  }

  const cpu = cpus();
  const date = new Date().toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const lines = [
    '# Platform game list',
    '',
    `Measured ${date} with \`npm run bench:platform\` (scripts/bench-game-list.ts, also run by \`npm run bench\`):`,
    `the reference platform in process (PGlite in memory, from the migrated template) answers`,
    `\`GET ${apiPaths.gameList}\` pages of ${gamePageSize} over the seeded catalogue through its Hono app: ${requests}`,
    `requests per row after ${warmUp} to warm up, one at a time, each timed from the request to its body read.`,
    `Goal (issue 12): p99 ≤ ${goalP99Ms} ms.`,
    '',
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM,`,
    `${osPlatform()} ${release()}, Node ${process.version}. A small shared machine: compare numbers from the same machine only;`,
    `the load average (1 min) was ${loadBefore.toFixed(2)} before and ${(loadavg()[0] ?? Number.NaN).toFixed(2)} after: other work on the cores shows in the p99.`,
    '',
    '| Request | Games | p50 | p99 | max | CPU per request | p99 ≤ 20 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.games} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${ms(row.cpu)} | ${row.p99 <= goalP99Ms ? 'yes' : 'no'} |`,
    ),
    '',
    "CPU per request: the process's CPU time (user + system, PGlite included: it runs in the process)",
    "over the row's requests, divided by their number. Unlike the times, other work on the machine hardly moves it.",
    '',
    'Vendor PXS has 46 RNG games; `gameName=o` and `gameName=dragon` are searches for a part of the name',
    '(served by the trigram index when the planner finds it cheaper than reading the 652 rows).',
    '',
  ];
  const markdown = lines.join('\n');
  mkdirSync(join(root, 'docs', 'reports'), { recursive: true });
  writeFileSync(reportPath, markdown);
  console.log(`\n${markdown}`);
  console.log(`[bench:platform] wrote ${reportPath}`);
}

main().catch((error: unknown) => {
  console.error(`[bench:platform] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
