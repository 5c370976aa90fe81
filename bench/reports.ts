/**
 * The back office's reports at volume: 1,000,000 settled bets over the last 30 site days by
 * 5,000 players under 20 top agents (each with 5 sub-agents of 50 players), placed in their
 * teams by the sign-up service and each paying one deposit, the bets written through the
 * services that write them in production (the wallet's bet and win verbs, play's record of
 * settled bets, which keeps the member, team and site sums on the way). Then the month's report
 * by vendor and by agent (the top agents' page), asked by a signed-in operator over HTTP, are
 * measured against the game list route in the same run at 20 connections. Goal: each at least
 * 0.3 of the game list's rate, p99 <= 100 ms, on SQLite. It prints figures; it never fails on
 * timings.
 *
 * BENCH_REPORTS_SCALE (default 1) scales the bets and the players down for a quick try (0.1:
 * 100,000 bets by 500 players).
 */
import type { Ctx, SiteCtx } from '@lotto/server/src/context.js';
import { totpCode } from '@lotto/server/src/modules/backoffice/totp.js';
import { findGameIdByCode } from '@lotto/server/src/modules/games/index.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite, siteDay } from '@lotto/server/src/modules/system/index.js';
import { creditDeposit } from '@lotto/server/src/modules/wallet/index.js';
import { demoLotteryLinks } from '@lotto/server/src/seed/demo-lottery-games.js';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '@lotto/server/src/seed/demo-operators.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { freshSqlite } from './lib/bench-database.js';
import { hostingFromEnv, startServers } from './lib/hosting.js';
import { compareTargets, type Target } from './lib/load.js';
import { failureWarnings, goalLine, loadTable, ratio } from './lib/report.js';
import { GAME_LIST_BENCH } from './lib/server-kinds.js';
import { silentLog } from './lib/silent-log.js';
import { DAY_MS, writeBets } from './lib/team-build.js';
import { waitUntilIdle } from './lib/team-targets.js';

const CONNECTIONS = 20;
const GOAL_RATIO = 0.3;
const GOAL_P99_MS = 100;
const DAYS = 30;
const TOP_AGENTS = 20;
const SUB_AGENTS = 5;
const AGENT_TYPE = 1;

const scale = (() => {
  const asked = Number(process.env.BENCH_REPORTS_SCALE ?? 1);
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, 1) : 1;
})();
const TOTAL_BETS = Math.round(1_000_000 * scale);
const PLAYERS_PER_SUB = Math.max(2, Math.round(50 * scale));

/** The agents' tree through sign-up, all at `ctx`'s clock; answers the players' ids. */
const buildAgents = async (ctx: SiteCtx): Promise<number[]> => {
  const players: number[] = [];
  for (let a = 0; a < TOP_AGENTS; a++) {
    const top = await signUp(ctx, {
      member: { password: null, type: AGENT_TYPE },
      username: `rtop${a}`,
    });
    for (let s = 0; s < SUB_AGENTS; s++) {
      const sub = await signUp(ctx, {
        member: { password: null, type: AGENT_TYPE, uplineId: top.member.id },
        username: `rsub${a}x${s}`,
      });
      for (let p = 0; p < PLAYERS_PER_SUB; p++) {
        const { member } = await signUp(ctx, {
          member: { password: null, type: 0, uplineId: sub.member.id },
          username: `rp${a}x${s}x${p}`,
        });
        players.push(member.id);
      }
    }
  }
  return players;
};

/** Each player's first deposit, through the wallet's verb. */
const depositAll = async (ctx: SiteCtx, players: readonly number[]) => {
  for (const [i, memberId] of players.entries()) {
    await creditDeposit(ctx, {
      merchantId: ctx.site.id,
      memberId,
      amountMinor: 10_000 + (i % 7) * 1_000,
      key: `reports-bench:${memberId}`,
      reference: null,
    });
  }
};

/** Signs the demo owner in over HTTP; answers its session cookie. */
const operatorCookie = async (app: string): Promise<string> => {
  const owner = DEMO_OPERATORS.find((o) => o.username === 'demo_owner');
  if (!owner) throw new Error('no demo owner');
  const res = await fetch(`${app}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'bench-reports' },
    body: JSON.stringify({
      username: owner.username,
      password: DEMO_OPERATOR_PASSWORD,
      code: totpCode(owner.totpSecret, Date.now()),
    }),
  });
  if (res.status !== 200) throw new Error(`operator sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lotto_admin='));
  if (!cookie) throw new Error('no operator session cookie');
  return cookie.split(';')[0] ?? '';
};

/** One request alone (the first computes the answer); its time and what it answered. */
const askOnce = async (target: Target) => {
  const began = performance.now();
  const res = await fetch(target.url, { headers: target.headers ?? {} });
  const body = (await res.json()) as { value?: { rows?: unknown[] } };
  return { ms: performance.now() - began, status: res.status, rows: body.value?.rows?.length ?? 0 };
};

const measure = async (options: { sqliteFile: string }, now: number) => {
  const servers = await startServers(['app'], hostingFromEnv('child'), { database: options });
  try {
    const app = servers.urls.app;
    const cookie = await operatorCookie(app);
    const tz = 'Asia/Yangon';
    const q = `from=${siteDay(tz, now - (DAYS - 1) * DAY_MS)}&to=${siteDay(tz, now)}`;
    const headers = { cookie, 'user-agent': 'bench-reports' };
    const reports: Target[] = [
      {
        label: 'GET month by vendor',
        url: `${app}/admin/api/reports/vendors?${q}`,
        headers,
        connections: CONNECTIONS,
      },
      {
        label: 'GET month by agent (top 26)',
        url: `${app}/admin/api/reports/agents?${q}`,
        headers,
        connections: CONNECTIONS,
      },
    ];
    for (const target of reports) {
      const once = await askOnce(target);
      if (once.status !== 200 || once.rows === 0) {
        throw new Error(`${target.label} answered ${once.status} with ${once.rows} rows`);
      }
      // Past the kept copy's time: the first asks for a fresh copy, the second waits for none.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      await askOnce(target);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fresh = await askOnce(target);
      console.log(
        `one request alone: ${target.label}  first ${once.ms.toFixed(0)} ms, ` +
          `a copy ${fresh.ms.toFixed(1)} ms (${once.rows} rows)`,
      );
    }
    const listUrl = `${app}${GAME_LIST_BENCH.path}`;
    const figures = await compareTargets(
      [
        {
          label: 'GET game list (26 slots)',
          url: listUrl,
          headers: { ...GAME_LIST_BENCH.headers },
          connections: CONNECTIONS,
        },
        ...reports,
      ],
      { settle: () => waitUntilIdle(listUrl, { ...GAME_LIST_BENCH.headers }) },
    );
    const [list, ...measured] = figures;
    if (!list || measured.length === 0) throw new Error('missing figures');
    console.log(`\n${loadTable(figures)}\n`);
    for (const warning of failureWarnings(figures)) console.log(warning);
    for (const r of measured) {
      console.log(`ratio ${r.label} / game list: ${ratio(r.rps, list.rps).toFixed(2)}`);
    }
    const met = measured.every(
      (r) =>
        ratio(r.rps, list.rps) >= GOAL_RATIO && r.p99Ms <= GOAL_P99_MS && r.non2xx + r.errors === 0,
    );
    console.log(
      goalLine(
        `a month's report by vendor and by agent over ${TOTAL_BETS.toLocaleString('en')} bets at least ${GOAL_RATIO} of the game list's rate, p99 <= ${GOAL_P99_MS} ms (${CONNECTIONS} connections, SQLite)`,
        met,
      ),
    );
  } finally {
    await servers.stop();
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
    `\n== reports: ${TOTAL_BETS.toLocaleString('en')} settled bets over ${DAYS} days by ` +
      `${(TOP_AGENTS * SUB_AGENTS * PLAYERS_PER_SUB).toLocaleString('en')} players under ${TOP_AGENTS} top agents ` +
      `(SQLite, ${CONNECTIONS} connections)`,
  );
  const began = performance.now();
  // The agents and players sign up and deposit the day before the first bet.
  const joinedAt = now - (DAYS + 1) * DAY_MS;
  const joined = { ...base, now: () => joinedAt, site };
  const players = await buildAgents(joined);
  await depositAll(joined, players);
  const built = (performance.now() - began) / 1000;
  console.log(
    `members: ${players.length.toLocaleString('en')} players signed up and paid in ${built.toFixed(0)} s`,
  );
  await writeBets(base, { merchantId: site.id, gameId, players, total: TOTAL_BETS, days: DAYS });
  const seconds = (performance.now() - began) / 1000 - built;
  console.log(
    `bets: ${TOTAL_BETS.toLocaleString('en')} written in ${seconds.toFixed(0)} s ` +
      `(${Math.round(TOTAL_BETS / seconds).toLocaleString('en')}/s, ledger, member, team and site sums kept on the way)`,
  );
  await measure(database.options as { sqliteFile: string }, now);
} finally {
  await database.remove();
}
