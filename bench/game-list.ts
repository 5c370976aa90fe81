/**
 * GET /wps/relay/games (a first page of 26 slots, as the game list screen asks) against a bare
 * Fastify route answering the very same JSON. The goal: the game list answers at least
 * a third of the bare route's rate. A filtered search (vendor + name, page 2) is measured too,
 * for information.
 *
 * Hosting as in status.ts: the servers in one child process, autocannon in this one.
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
import { GAME_LIST_BENCH } from './lib/server-kinds.js';

const GOAL_RATIO = 1 / 3;
const SEARCH_PATH =
  '/wps/relay/games?gameType=RNG&vassalage=PP&gameName=dragon&pageNo=1&pageSize=26';

const hosting = hostingFromEnv('child');
const seconds = benchSeconds();
console.log(
  `\n== game list: GET ${GAME_LIST_BENCH.path} vs bare Fastify (servers: ${hosting}, ` +
    `${CONNECTIONS} connections, pipelining ${PIPELINING}, ${WARMUP_SECONDS} s warm-up, best of 2 x ${seconds} s)`,
);

const servers = await startServers(['app', 'bareGameList'], hosting);
try {
  const headers = { ...GAME_LIST_BENCH.headers };
  const [list, bare, search] = await compareTargets([
    {
      label: 'GET game list (26 slots)',
      url: `${servers.urls.app}${GAME_LIST_BENCH.path}`,
      headers,
    },
    { label: 'GET /bare (same JSON)', url: `${servers.urls.bareGameList}/bare` },
    { label: 'GET game list (vendor + name)', url: `${servers.urls.app}${SEARCH_PATH}`, headers },
  ]);
  if (!list || !bare || !search) throw new Error('missing figures');
  const share = ratio(list.rps, bare.rps);
  console.log(`\n${loadTable([list, bare, search])}\n`);
  for (const warning of failureWarnings([list, bare, search])) console.log(warning);
  console.log(`ratio game list/bare: ${share.toFixed(2)}`);
  console.log(goalLine("game list at least a third of the bare route's rate", share >= GOAL_RATIO));
} finally {
  await servers.stop();
}
