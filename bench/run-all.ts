/**
 * Runs every benchmark in turn, each in its own process (tsx) so one cannot warm up or
 * slow down the next. To add a benchmark, add a line to BENCHMARKS.
 * Benchmarks print figures and goals; they never fail on timings. This exits non-zero only
 * when a benchmark crashed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_WEB_DIST, MANIFEST_PATH } from './web-size.js';

interface Benchmark {
  file: string;
  /** Why it is skipped today, or undefined to run it. */
  skip?: () => string | undefined;
  /** How long it may run (15 minutes unless given). */
  minutes?: number;
}

const needsBuiltWeb = () =>
  existsSync(`${DEFAULT_WEB_DIST}/${MANIFEST_PATH}`)
    ? undefined
    : `apps/web/dist/${MANIFEST_PATH} not found (run npm run build -w apps/web first)`;

const BENCHMARKS: Benchmark[] = [
  { file: 'status.ts' },
  { file: 'game-list.ts' }, // game list: GET /wps/relay/games against bare
  { file: 'rounds.ts' }, // real rounds over HTTP against bare, then the ledger audit
  { file: 'deposit-callbacks.ts' }, // 10,000 signed callbacks, a tenth copies, credited once
  { file: 'records.ts' }, // 2,000,000 entries, then heavy members' records and P&L against the game list
  { file: 'team.ts', minutes: 45 }, // a 10,000-member team with 1,000,000 bets, its routes against the game list
  { file: 'members.ts', minutes: 60 }, // 100,000 members, each kind of back-office search against the game list
  { file: 'lottery-settle.ts' }, // one draw of 100,000 lottery orders settled, then the ledger audit
  { file: 'web-size.ts', skip: needsBuiltWeb },
  // Lighthouse medians on a calibrated phone and with the defaults (40 runs), then pages at rest
  { file: 'lighthouse.ts', skip: needsBuiltWeb, minutes: 60 },
];

const here = fileURLToPath(new URL('.', import.meta.url));
const tsx = import.meta.resolve('tsx');
const crashed: string[] = [];

for (const bench of BENCHMARKS) {
  const reason = bench.skip?.();
  if (reason) {
    console.log(`\n== ${bench.file}: skipped, ${reason}`);
    continue;
  }
  const run = spawnSync(process.execPath, ['--import', tsx, bench.file], {
    cwd: here,
    stdio: 'inherit',
    timeout: (bench.minutes ?? 15) * 60_000,
  });
  if (run.status !== 0)
    crashed.push(`${bench.file} (${run.error?.message ?? `exit ${run.status}`})`);
}

if (crashed.length > 0) {
  console.error(`\nbenchmarks that did not finish: ${crashed.join(', ')}`);
  process.exitCode = 1;
}
