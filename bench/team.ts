/**
 * An agent's team at volume: 10,000 members over five levels under one top agent (10 agents,
 * 90 sub-agents, 900 sub-sub-agents, 9,000 players), placed in the team by the sign-up service
 * (the closure table kept in its transaction, as registration does), and 1,000,000 settled
 * bets of the players over the last 30 site days, written through the services that write them
 * in production: the wallet's bet and win verbs (the ledger) and play's record of settled
 * bets (bet records and the daily summaries every team figure reads). Then the team routes the
 * top agent opens, over its whole team, are measured against the game list route in the same
 * run, all at 20 connections. Goal: each at least half the game list's rate, p99 <= 25 ms, on
 * SQLite. It prints figures; it never fails on timings.
 *
 * BENCH_TEAM_SCALE (default 1) scales the bets down for a quick try (0.1: 100,000 bets).
 */
import { API } from '@lotto/contract';
import type { Ctx, SiteCtx } from '@lotto/server/src/context.js';
import { findGameIdByCode } from '@lotto/server/src/modules/games/index.js';
import { recordLotteryBets } from '@lotto/server/src/modules/play/index.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite, siteDay } from '@lotto/server/src/modules/system/index.js';
import { creditWin, debitBet, moneyTransaction } from '@lotto/server/src/modules/wallet/index.js';
import { demoLotteryLinks } from '@lotto/server/src/seed/demo-lottery-games.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { freshSqlite } from './lib/bench-database.js';
import { hostingFromEnv, startServers } from './lib/hosting.js';
import { compareTargets } from './lib/load.js';
import { failureWarnings, goalLine, loadTable, ratio } from './lib/report.js';
import { GAME_LIST_BENCH } from './lib/server-kinds.js';
import { silentLog } from './lib/silent-log.js';

const CONNECTIONS = 20;
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 25;
const DAYS = 30;
const DAY_MS = 86_400_000;
const BETS_PER_COMMIT = 5_000;
/** Members under each member of the level above: 10 agents, 90, 900, then 9,000 players. */
const FAN_OUT = [10, 9, 10, 10] as const;
const AGENT_TYPE = 1;

const scale = (() => {
  const asked = Number(process.env.BENCH_TEAM_SCALE ?? 1);
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, 1) : 1;
})();
const TOTAL_BETS = Math.round(1_000_000 * scale);

interface Team {
  topToken: string;
  players: number[];
  size: number;
}

/** The top agent (signed in), then each level under the one above through sign-up. */
const buildTeam = async (site: SiteCtx): Promise<Team> => {
  const top = await signUp(site, {
    member: { password: null, type: AGENT_TYPE },
    username: 'teamtop',
    session: { deviceId: 'team-bench', ip: '127.0.0.1' },
  });
  let level = [top.member.id];
  let size = 0;
  for (const [depth, fanOut] of FAN_OUT.entries()) {
    const players = depth === FAN_OUT.length - 1;
    const next: number[] = [];
    for (const uplineId of level) {
      for (let i = 0; i < fanOut; i++) {
        const { member } = await signUp(site, {
          member: { password: null, type: players ? 0 : AGENT_TYPE, uplineId },
          username: `t${depth}x${next.length}`,
        });
        next.push(member.id);
      }
    }
    size += next.length;
    level = next;
  }
  return { topToken: top.session?.token ?? '', players: level, size };
};

/**
 * The bets, spread over the players and the last DAYS days: each a stake of 1.00 with a win of
 * 0 or 1.90 through the wallet's verbs, then recorded as settled bets (records and daily
 * summaries) in the same transaction, BETS_PER_COMMIT at a time.
 */
const writeBets = async (base: Ctx, merchantId: number, gameId: number, players: number[]) => {
  const start = base.now() - DAYS * DAY_MS;
  const step = (DAYS * DAY_MS) / TOTAL_BETS;
  let at = start;
  const clocked: Ctx = { ...base, now: () => at };
  for (let from = 0; from < TOTAL_BETS; from += BETS_PER_COMMIT) {
    const to = Math.min(TOTAL_BETS, from + BETS_PER_COMMIT);
    await moneyTransaction(clocked, async (trx) => {
      const records = [];
      for (let n = from; n < to; n++) {
        at = start + Math.floor(n * step);
        const memberId = players[n % players.length] ?? 0;
        const roundId = `tb${n}`;
        const winMinor = n % 3 === 0 ? 190 : 0;
        await debitBet(trx, { merchantId, memberId, roundId, stakeMinor: 100 });
        await creditWin(trx, { merchantId, memberId, roundId, winMinor });
        records.push({
          merchantId,
          memberId,
          gameId,
          orderNo: roundId,
          stakeMinor: 100,
          winMinor,
          createdAt: at,
          settledAt: at,
        });
      }
      await recordLotteryBets(trx, 'LOTT', records);
    });
  }
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
  const team = await buildTeam({ ...base, site });
  const built = (performance.now() - began) / 1000;
  console.log(`team: ${team.size.toLocaleString('en')} members signed up in ${built.toFixed(0)} s`);
  await writeBets(base, site.id, gameId, team.players);
  const seconds = (performance.now() - began) / 1000 - built;
  console.log(
    `bets: ${TOTAL_BETS.toLocaleString('en')} written in ${seconds.toFixed(0)} s ` +
      `(${Math.round(TOTAL_BETS / seconds).toLocaleString('en')}/s, ledger and summaries kept on the way)`,
  );

  const hosting = hostingFromEnv('child');
  const servers = await startServers(['app'], hosting, { database: database.options });
  try {
    const app = servers.urls.app;
    const agent = { authorization: team.topToken, language: 'EN' };
    const today = siteDay(site.timeZone, now);
    const monthAgo = siteDay(site.timeZone, now - (DAYS - 1) * DAY_MS);
    const get = (label: string, path: string, headers: Record<string, string>) => ({
      label,
      url: `${app}${path}`,
      headers,
      connections: CONNECTIONS,
    });
    const figures = await compareTargets([
      get('GET game list (26 slots)', GAME_LIST_BENCH.path, { ...GAME_LIST_BENCH.headers }),
      get(
        'GET team KPI, today',
        `${API.agent.kpi}?startDate=${today}&endDate=${today}&size=0`,
        agent,
      ),
      get(
        `GET team KPI, ${DAYS} days`,
        `${API.agent.kpi}?startDate=${monthAgo}&endDate=${today}&size=0`,
        agent,
      ),
    ]);
    const [list, ...teamFigures] = figures;
    if (!list || teamFigures.length === 0) throw new Error('missing figures');
    console.log(`\n${loadTable(figures)}\n`);
    for (const warning of failureWarnings(figures)) console.log(warning);
    for (const r of teamFigures) {
      console.log(`ratio ${r.label} / game list: ${ratio(r.rps, list.rps).toFixed(2)}`);
    }
    const met = teamFigures.every(
      (r) => ratio(r.rps, list.rps) >= GOAL_RATIO && r.p99Ms <= GOAL_P99_MS,
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
} finally {
  await database.remove();
}
