/**
 * Real rounds over HTTP: POST /wps/vendor/play/round as the vendor page sends it, against a
 * bare Fastify route answering a round's JSON, on SQLite and, when DATABASE_URL is set, on
 * PostgreSQL. The goal: at least a quarter of the bare route's rate with 32
 * connections on SQLite, the ledger sound after.
 *
 * Every check a player's round passes is in place: site gates, the launch ticket and the
 * session behind it, stake limits, the open-round rule, the requestId, the ledger. PLAYERS
 * members, each with its own session and launch ticket (POST /wps/game/launchGame), take
 * turns: request n is player n mod PLAYERS, with a requestId of its own, so no two requests in
 * flight are one player's. The bare route takes the same bodies and answers the JSON of a
 * real round. After the run the bench audits the ledger and the rounds (the server's test/round-audit.ts).
 * The app and the bare route each run in a child process (lib/hosting.ts), autocannon here.
 */
import { API } from '@lotto/contract';
import { auditRounds, type RoundAudit } from '@lotto/server/test/round-audit.js';
import { type BenchDatabase, freshPostgres, freshSqlite } from './lib/bench-database.js';
import { type Hosting, hostingFromEnv, startServers } from './lib/hosting.js';
import {
  benchSeconds,
  compareTargets,
  type LoadFigures,
  type Target,
  WARMUP_SECONDS,
} from './lib/load.js';
import { makePlayers, type Player, playOneRound, roundBody } from './lib/players.js';
import { failureWarnings, formatTable, goalLine, loadTable, ratio } from './lib/report.js';

const GOAL_RATIO = 0.25;
const CONNECTIONS = 32;
const PLAYERS = 200;

interface Figures {
  database: string;
  round: LoadFigures;
  bare: LoadFigures;
  audit: RoundAudit;
}

/** Bodies of new rounds, player after player; the bare route gets the same. */
const roundBodies = (players: Player[]) => {
  let sent = 0;
  return () => {
    const n = sent++;
    const player = players[n % players.length] as Player;
    return roundBody(player, `bench-${n.toString().padStart(8, '0')}`);
  };
};

/** Signs the players up, captures a round for the bare route, and measures both. */
const measureRounds = async (database: BenchDatabase, appUrl: string, hosting: Hosting) => {
  const [spare, ...players] = await makePlayers(database.handle.db, appUrl, PLAYERS + 1);
  if (!spare) throw new Error('no players');
  const bare = await startServers(['bare'], hosting, {
    payload: await playOneRound(appUrl, spare),
  });
  try {
    const body = roundBodies(players);
    const post = (label: string, url: string): Target => ({
      label,
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
    });
    const [round, bareRoute] = await compareTargets([
      post('POST /wps/vendor/play/round', `${appUrl}${API.play.round}`),
      post('POST /bare (same JSON)', `${bare.urls.bare}/bare`),
    ]);
    if (!round || !bareRoute) throw new Error('missing figures');
    return { round, bare: bareRoute };
  } finally {
    await bare.stop();
  }
};

const measureOn = async (database: BenchDatabase): Promise<Figures> => {
  console.log(`${database.label}:`);
  const hosting = hostingFromEnv('child');
  const app = await startServers(['app'], hosting, { database: database.options });
  let figures: Omit<Figures, 'database' | 'audit'>;
  try {
    figures = await measureRounds(database, app.urls.app, hosting);
  } finally {
    // Once the app has stopped, every round it answered is committed: the audit sees them all.
    await app.stop();
  }
  return { database: database.label, ...figures, audit: await auditRounds(database.handle.db) };
};

const onFresh = async (open: () => Promise<BenchDatabase>): Promise<Figures> => {
  const database = await open();
  try {
    return await measureOn(database);
  } finally {
    await database.remove();
  }
};

const report = (results: Figures[]) => {
  for (const r of results) {
    console.log(`\n${r.database}\n${loadTable([r.round, r.bare])}`);
    for (const warning of failureWarnings([r.round, r.bare])) console.log(warning);
  }
  const rows = results.map((r) => [
    r.database,
    Math.round(r.round.rps),
    Math.round(r.bare.rps),
    ratio(r.round.rps, r.bare.rps).toFixed(2),
    r.round.p99Ms,
    r.audit.rounds,
    r.audit.moves,
    (r.audit.jackpotMinor / 100).toFixed(2),
    r.audit.problems.length === 0
      ? 'ledger sound'
      : `LEDGER BROKEN: ${r.audit.problems.join('; ')}`,
  ]);
  const headers = [
    'database',
    'rounds/s',
    'bare/s',
    'ratio',
    'p99 ms',
    'rounds',
    'bets+wins',
    'to jackpot',
    'audit',
  ];
  console.log(`\n${formatTable(headers, rows)}\n`);
  const sqlite = results[0];
  if (!sqlite) return;
  const share = ratio(sqlite.round.rps, sqlite.bare.rps);
  console.log(`ratio rounds/bare on SQLite: ${share.toFixed(2)}`);
  const sound = sqlite.audit.problems.length === 0;
  console.log(
    goalLine(
      `rounds at least a quarter of the bare route's rate (${CONNECTIONS} connections, SQLite), ledger sound`,
      share >= GOAL_RATIO && sound,
    ),
  );
};

const seconds = benchSeconds();
const databaseUrl = process.env.DATABASE_URL || undefined;
console.log(
  `\n== rounds: POST ${API.play.round} over HTTP vs bare Fastify (${PLAYERS} players, ` +
    `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, best of 2 x ${seconds} s)`,
);
const results = [await onFresh(freshSqlite)];
if (databaseUrl) results.push(await onFresh(() => freshPostgres(databaseUrl)));
else console.log('PostgreSQL skipped: set DATABASE_URL=postgres://... to measure it too');
report(results);
