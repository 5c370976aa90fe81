/**
 * The member's records at volume: 2,000,000 ledger entries on members' accounts over
 * 20,000 members, ten of them holding 100,000 each, spread over the last 60 site days, written
 * through the wallet's own door (sign-up's welcome credit, then its verbs for bets, wins and
 * bonuses), so the daily summaries are kept by the code that keeps them in production. Then the statement
 * and profit-and-loss endpoints of the heavy members are measured against the game list route
 * in the same run, all at 20 connections. Goal: records and P&L at least half the game list's
 * rate, p99 <= 25 ms, on SQLite. It prints figures; it never fails on timings.
 *
 * BENCH_RECORDS_SCALE (default 1) scales the volume down for a quick try (0.1: 200,000 entries).
 */
import { API } from '@lotto/contract';
import type { Ctx, SiteCtx } from '@lotto/server/src/context.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite } from '@lotto/server/src/modules/system/index.js';
import {
  creditBonus,
  creditWin,
  debitBet,
  moneyTransaction,
} from '@lotto/server/src/modules/wallet/index.js';
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
const DAYS = 60;
const DAY_MS = 86_400_000;
const ROUNDS_PER_COMMIT = 2_000;

const scale = (() => {
  const asked = Number(process.env.BENCH_RECORDS_SCALE ?? 1);
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, 1) : 1;
})();
const MEMBERS = Math.round(20_000 * scale);
const HEAVY = 10;
const HEAVY_ENTRIES = Math.round(100_000 * scale);
const TOTAL_ENTRIES = Math.round(2_000_000 * scale);

interface Member {
  id: number;
  token: string | null;
}

/** Members by the sign-up service (member, welcome credit: one entry each); sessions for the heavy. */
const signUpMembers = async (site: SiteCtx): Promise<Member[]> => {
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const heavy = i < HEAVY;
    const { member, session } = await signUp(site, {
      member: { password: null },
      username: `rec${i}`,
      ...(heavy ? { session: { deviceId: `records-bench-${i}`, ip: '127.0.0.1' } } : {}),
    });
    members.push({ id: member.id, token: session?.token ?? null });
  }
  return members;
};

/**
 * `rounds` rounds of the member spread evenly over the last DAYS days: each a bet of 1.00 and a
 * win of 0.50 or 1.50 (two entries, the balance never short), and on every 500th round a bonus
 * from the site's system account. Time moves through the context's clock, as a job's would.
 */
const writeRounds = async (
  base: Ctx,
  merchantId: number,
  member: Member,
  rounds: number,
  start: number,
  written: { entries: number },
) => {
  const step = (DAYS * DAY_MS) / Math.max(rounds, 1);
  // One clock for the commit's context: the wallet caches accounts for the context it opened.
  let at = start;
  const clocked: Ctx = { ...base, now: () => at };
  const who = { merchantId, memberId: member.id };
  for (let from = 0; from < rounds; from += ROUNDS_PER_COMMIT) {
    const to = Math.min(rounds, from + ROUNDS_PER_COMMIT);
    await moneyTransaction(clocked, async (trx) => {
      for (let n = from; n < to; n++) {
        at = start + Math.floor(n * step);
        const roundId = `rb${member.id}-${n}`;
        await debitBet(trx, { ...who, roundId, stakeMinor: 100 });
        await creditWin(trx, { ...who, roundId, winMinor: n % 2 === 0 ? 50 : 150 });
        written.entries += 2;
        if (n % 500 === 499) {
          const key = `bench-bonus:${member.id}:${n}`;
          await creditBonus(trx, { ...who, amountMinor: 1000, key, reference: key });
          written.entries += 1;
        }
      }
    });
  }
};

const database = await freshSqlite();
try {
  const site = await findSite(database.handle.db, DEMO_MERCHANT.code);
  if (!site) throw new Error('no demo site');
  const now = Date.now();
  const base: Ctx = { db: database.handle.db, now: () => now, log: silentLog };
  console.log(
    `\n== records: ${TOTAL_ENTRIES.toLocaleString('en')} member ledger entries over ${MEMBERS.toLocaleString('en')} members, ` +
      `${HEAVY} holding ${HEAVY_ENTRIES.toLocaleString('en')} each, over ${DAYS} days (SQLite, ${CONNECTIONS} connections)`,
  );
  const began = performance.now();
  const members = await signUpMembers({ ...base, site });
  const written = { entries: members.length };
  const start = now - DAYS * DAY_MS;
  const heavyRounds = Math.floor((HEAVY_ENTRIES - 1) / 2.002);
  for (const member of members.slice(0, HEAVY)) {
    await writeRounds(base, site.id, member, heavyRounds, start, written);
  }
  const light = members.slice(HEAVY);
  const lightRounds = Math.max(0, Math.floor((TOTAL_ENTRIES - written.entries) / 2 / light.length));
  for (const member of light) await writeRounds(base, site.id, member, lightRounds, start, written);
  const seconds = (performance.now() - began) / 1000;
  console.log(
    `written: ${written.entries.toLocaleString('en')} member entries in ${seconds.toFixed(0)} s ` +
      `(${Math.round(written.entries / seconds).toLocaleString('en')}/s, summaries kept on the way)`,
  );

  const hosting = hostingFromEnv('child');
  const servers = await startServers(['app'], hosting, { database: database.options });
  try {
    const app = servers.urls.app;
    const heavy = members.slice(0, HEAVY).map((m) => m.token ?? '');
    const member = (i: number) => ({ authorization: heavy[i % HEAVY] ?? '', language: 'EN' });
    const get = (label: string, path: string, headers: Record<string, string>) => ({
      label,
      url: `${app}${path}`,
      headers,
      connections: CONNECTIONS,
    });
    const targets = [
      get('GET game list (26 slots)', GAME_LIST_BENCH.path, { ...GAME_LIST_BENCH.headers }),
      get('GET statement, 30 days, page 1', `${API.records.ledger}?range=30days`, member(0)),
      get(
        'GET statement, 30 days, bonus only',
        `${API.records.ledger}?range=30days&type=bonus`,
        member(1),
      ),
      get('GET statement, 7 days, page 2', `${API.records.ledger}?range=7days&before=0`, member(2)),
      get('GET profit and loss, 30 days', `${API.records.profitLoss}?range=30days`, member(3)),
    ];
    // Page 2 of the statement: the cursor the first page answers.
    const first = await fetch(`${app}${API.records.ledger}?range=7days`, { headers: member(2) });
    const cursor = ((await first.json()) as { value: { nextCursor: number } }).value.nextCursor;
    const page2 = targets[3];
    if (page2) page2.url = `${app}${API.records.ledger}?range=7days&before=${cursor}`;
    const figures = await compareTargets(targets);
    const [list, ...records] = figures;
    if (!list || records.length === 0) throw new Error('missing figures');
    console.log(`\n${loadTable(figures)}\n`);
    for (const warning of failureWarnings(figures)) console.log(warning);
    for (const r of records) {
      console.log(`ratio ${r.label} / game list: ${ratio(r.rps, list.rps).toFixed(2)}`);
    }
    const met = records.every(
      (r) => ratio(r.rps, list.rps) >= GOAL_RATIO && r.p99Ms <= GOAL_P99_MS,
    );
    console.log(
      goalLine(
        `heavy members' records and P&L at least half the game list's rate, p99 <= ${GOAL_P99_MS} ms (${CONNECTIONS} connections, SQLite)`,
        met,
      ),
    );
  } finally {
    await servers.stop();
  }
} finally {
  await database.remove();
}
