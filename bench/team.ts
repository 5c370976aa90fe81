/**
 * An agent's team at volume: 10,000 members over five levels under one top agent (10 agents,
 * 90 sub-agents, 900 sub-sub-agents, 9,000 players), placed in the team by the sign-up service
 * (the closure table kept in its transaction, as registration does), and 1,000,000 settled
 * bets of the players over the last 30 site days, written through the services that write them
 * in production: the wallet's bet and win verbs (the ledger) and play's record of settled
 * bets (bet records and the daily summaries every team figure reads). Then the team routes the
 * top agent opens, over its whole team (KPI, overview, P&L, team betting), are measured against
 * the game list route in the same run, all at 20 connections, once each answered the team's
 * figures. Goal: each at least half the game list's rate, p99 <= 25 ms, on SQLite.
 *
 * Every agent (the top one and its 1,000) holds a daily salary contract its upline offered (the
 * operator, for the top agent) and accepted, and gives its new members a prize group below its
 * own, so each earns commission. After the routes, the daily salary and commission jobs run in
 * two processes at once on the one database, twice (the second an hour later, paying nothing
 * more). Goal: both runs done in under a minute, each agent's day paid exactly once, ledger
 * sound. It prints figures; it never fails on timings.
 *
 * BENCH_TEAM_SCALE (default 1) scales the bets down for a quick try (0.1: 100,000 bets).
 */
import type { Ctx, SiteCtx } from '@lotto/server/src/context.js';
import { findGameIdByCode } from '@lotto/server/src/modules/games/index.js';
import { findSite, siteDateBounds, siteDay } from '@lotto/server/src/modules/system/index.js';
import { demoLotteryLinks } from '@lotto/server/src/seed/demo-lottery-games.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { type BenchDatabase, freshSqlite } from './lib/bench-database.js';
import { hostingFromEnv, startServers } from './lib/hosting.js';
import { compareTargets } from './lib/load.js';
import { failureWarnings, goalLine, loadTable, ratio } from './lib/report.js';
import { GAME_LIST_BENCH } from './lib/server-kinds.js';
import { silentLog } from './lib/silent-log.js';
import { buildTeam, DAY_MS, type Team, writeBets } from './lib/team-build.js';
import {
  ledgerProblems,
  paymentProblems,
  paymentsOf,
  runJobsInTwoProcesses,
} from './lib/team-runs.js';
import { checkTargets, teamTargets, waitUntilIdle, waitUntilSettled } from './lib/team-targets.js';

const CONNECTIONS = 20;
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 25;
const GOAL_RUN_SECONDS = 60;
const DAYS = 30;
/** The jobs run this long after the site day began: the commission job waits two hours. */
const RUN_AFTER_MIDNIGHT_MS = 3 * 60 * 60_000;

const scale = (() => {
  const asked = Number(process.env.BENCH_TEAM_SCALE ?? 1);
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, 1) : 1;
})();
const TOTAL_BETS = Math.round(1_000_000 * scale);

/**
 * The team routes against the game list, in the app server's own child process: as the app
 * runs (answers kept while the team's data is unchanged, the goal), or computed on every
 * request (TEAM_ANSWERS_CACHE_MS=0: what each copy costs to make, printed, not judged).
 */
const measureRoutes = async (
  database: BenchDatabase,
  site: SiteCtx['site'],
  team: Team,
  now: number,
  kept: boolean,
) => {
  console.log(
    kept
      ? '\nroutes as the app runs (answers kept until the team data changes):'
      : '\nroutes with every answer computed (TEAM_ANSWERS_CACHE_MS=0), not judged:',
  );
  const servers = await startServers(['app'], hostingFromEnv('child'), {
    database: database.options,
    app: kept ? {} : { teamAnswersCacheMs: 0 },
  });
  try {
    const app = servers.urls.app;
    const days = {
      today: siteDay(site.timeZone, now),
      from: siteDay(site.timeZone, now - (DAYS - 1) * DAY_MS),
      days: DAYS,
    };
    const targets = teamTargets(
      app,
      { authorization: team.topToken, language: 'EN' },
      days,
      CONNECTIONS,
    );
    const { problems, aloneMs } = await checkTargets(targets);
    for (const [label, ms] of aloneMs)
      console.log(`one request alone: ${label}  ${ms.toFixed(0)} ms`);
    if (problems.length > 0) {
      for (const p of problems) console.log(`ERROR: ${p}`);
      throw new Error('a team route does not answer the team: nothing measured');
    }
    const overview = targets.find((t) => t.label.includes('overview'));
    if (overview) {
      const waited = await waitUntilSettled(overview.url, overview.headers ?? {});
      console.log(
        `the team's figures settled (the start's catch-up jobs done) in ${waited.toFixed(0)} s`,
      );
    }
    const listUrl = `${app}${GAME_LIST_BENCH.path}`;
    const settle = () => waitUntilIdle(listUrl, { ...GAME_LIST_BENCH.headers });
    const figures = await compareTargets(
      [
        {
          label: 'GET game list (26 slots)',
          url: listUrl,
          headers: { ...GAME_LIST_BENCH.headers },
          connections: CONNECTIONS,
        },
        ...targets,
      ],
      { settle },
    );
    const [list, ...teamFigures] = figures;
    if (!list || teamFigures.length === 0) throw new Error('missing figures');
    console.log(`\n${loadTable(figures)}\n`);
    for (const warning of failureWarnings(figures)) console.log(warning);
    for (const r of teamFigures) {
      console.log(`ratio ${r.label} / game list: ${ratio(r.rps, list.rps).toFixed(2)}`);
    }
    if (!kept) return;
    const met = teamFigures.every(
      (r) =>
        ratio(r.rps, list.rps) >= GOAL_RATIO && r.p99Ms <= GOAL_P99_MS && r.non2xx + r.errors === 0,
    );
    console.log(
      goalLine(
        `the top agent's team routes over ${team.size.toLocaleString('en')} members at least half the game list's rate, p99 <= ${GOAL_P99_MS} ms (${CONNECTIONS} connections, SQLite)`,
        met,
      ),
    );
  } finally {
    await servers.stop();
  }
};

/** The salary and commission jobs in two processes, twice; then each agent's day and the ledger. */
const measureRuns = async (database: BenchDatabase, ctx: SiteCtx, team: Team, now: number) => {
  const tz = ctx.site.timeZone;
  const dayBegan = siteDateBounds(tz, siteDay(tz, now))?.from ?? now;
  const runAt = Math.max(now, dayBegan + RUN_AFTER_MIDNIGHT_MS);
  const day = siteDay(tz, runAt - DAY_MS);
  const agents = [team.top, ...team.agents];
  console.log(
    `\nruns: daily salary and commission jobs for ${agents.length.toLocaleString('en')} agents, day ${day}, two processes at once`,
  );
  const first = await runJobsInTwoProcesses(database.options, runAt, 'first');
  const again = await runJobsInTwoProcesses(database.options, runAt + 60 * 60_000, 'again');
  for (const [label, run] of [
    ['first', first],
    ['an hour later', again],
  ] as const) {
    const who = run.processes.map(
      (p, i) => `${'ab'[i]}: ${p.ran.join(', ') || 'nothing'} (${p.seconds.toFixed(1)} s)`,
    );
    console.log(`  ${label}: ${run.seconds.toFixed(1)} s; ${who.join('; ')}`);
    for (const p of run.processes)
      for (const e of p.errors) console.log(`  ERROR in a job process: ${e}`);
  }
  const payments = await paymentsOf(ctx, agents, day);
  const statuses = [...payments.salaryStatuses].map(([s, n]) => `${s} ${n}`).join(', ');
  const paidCommission = [...payments.commissionDaysPerAgent.values()].filter((n) => n > 0).length;
  console.log(`  salary for ${day}: ${statuses}; ${payments.salaryPaid.toFixed(2)} paid`);
  console.log(
    `  commission for ${day}: ${paidCommission} agents, ${payments.commissionPaid.toFixed(2)} paid ` +
      `(days paid by the job's look-back: ${[...payments.commissionDays].sort().join(', ')})`,
  );
  const problems = [
    ...paymentProblems(payments),
    ...(await ledgerProblems(ctx)),
    ...[first, again].flatMap((r) => r.processes.flatMap((p) => p.errors)),
  ];
  console.log(
    problems.length === 0
      ? '  each day paid once, ledger sound'
      : `  PROBLEMS: ${problems.join('; ')}`,
  );
  const met =
    first.seconds < GOAL_RUN_SECONDS && again.seconds < GOAL_RUN_SECONDS && problems.length === 0;
  console.log(
    goalLine(
      `daily salary and commission runs for ${agents.length.toLocaleString('en')} agents in under ${GOAL_RUN_SECONDS} s, exactly once with two processes, ledger sound (SQLite)`,
      met,
    ),
  );
};

const database = await freshSqlite();
try {
  const site = await findSite(database.handle.db, DEMO_MERCHANT.code);
  if (!site) throw new Error('no demo site');
  const now = Date.now();
  const base: Ctx = { db: database.handle.db, now: () => now, log: silentLog };
  const link = demoLotteryLinks()[0];
  const gameId = link && (await findGameIdByCode(base.db, link.vendor, link.catalogueCode));
  if (gameId === undefined || !link) throw new Error('no lottery game in the catalogue');
  console.log(
    `\n== team: ${TOTAL_BETS.toLocaleString('en')} settled bets of a five-level team under one agent ` +
      `over ${DAYS} days (SQLite, ${CONNECTIONS} connections)`,
  );
  const began = performance.now();
  // The team forms the day before its first bet; its top agent signs in now.
  const teamAt = now - (DAYS + 1) * DAY_MS;
  const team = await buildTeam({ ...base, now: () => teamAt, site }, now);
  const built = (performance.now() - began) / 1000;
  console.log(
    `team: ${team.size.toLocaleString('en')} members signed up in ${built.toFixed(0)} s ` +
      `(${team.agents.length + 1} agents with rates and an accepted daily salary contract)`,
  );
  const players = team.players;
  await writeBets(base, { merchantId: site.id, gameId, players, total: TOTAL_BETS, days: DAYS });
  const seconds = (performance.now() - began) / 1000 - built;
  console.log(
    `bets: ${TOTAL_BETS.toLocaleString('en')} written in ${seconds.toFixed(0)} s ` +
      `(${Math.round(TOTAL_BETS / seconds).toLocaleString('en')}/s, ledger and summaries kept on the way)`,
  );
  await measureRoutes(database, site, team, now, true);
  await measureRoutes(database, site, team, now, false);
  await measureRuns(database, { ...base, site }, team, now);
} finally {
  // BENCH_TEAM_KEEP=1 leaves the built database for a look at its query plans afterwards.
  if (process.env.BENCH_TEAM_KEEP === '1') {
    await database.handle.close();
    console.log(`kept: ${JSON.stringify(database.options)}`);
  } else await database.remove();
}
