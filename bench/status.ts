/**
 * GET /wps/system/status (the first call the app makes) against a bare Fastify route.
 * Goal from the issue: status answers at least half the bare route's rate.
 *
 * Hosting: the servers run in ONE child process (tsx), autocannon in this one; chosen after
 * measuring both on the 2-core machine (5 s runs). In-process, autocannon's own work shares
 * the event loop and caps the bare route (~16-18k req/s instead of 22-30k in a child) while
 * the slow route barely moves (~2.9k vs ~2.7k), so the ratio reads better than it is (0.17
 * against 0.09-0.14). A child gives server and client a core each, like production where
 * clients are elsewhere. BENCH_HOSTING=inprocess still runs the other setup for comparison.
 */
import { hostingFromEnv, startServers } from './lib/hosting.js';
import {
  benchSeconds,
  CONNECTIONS,
  compareTargets,
  PIPELINING,
  WARMUP_SECONDS,
} from './lib/load.js';
import { failureWarnings, goalLine, loadTable, ratio } from './lib/report.js';

const GOAL_RATIO = 0.5;

const hosting = hostingFromEnv('child');
const seconds = benchSeconds();
console.log(
  `\n== status: GET /wps/system/status vs bare Fastify (servers: ${hosting}, ${CONNECTIONS} connections, ` +
    `pipelining ${PIPELINING}, ${WARMUP_SECONDS} s warm-up, best of 2 x ${seconds} s)`,
);

const servers = await startServers(['app', 'bareStatus'], hosting);
try {
  const [status, bare] = await compareTargets([
    { label: 'GET /wps/system/status', url: `${servers.urls.app}/wps/system/status` },
    { label: 'GET /bare (same JSON)', url: `${servers.urls.bareStatus}/bare` },
  ]);
  if (!status || !bare) throw new Error('missing figures');
  const share = ratio(status.rps, bare.rps);
  console.log(`\n${loadTable([status, bare])}\n`);
  for (const warning of failureWarnings([status, bare])) console.log(warning);
  console.log(`ratio status/bare: ${share.toFixed(2)}`);
  console.log(goalLine("status at least half the bare route's rate", share >= GOAL_RATIO));
} finally {
  await servers.stop();
}
