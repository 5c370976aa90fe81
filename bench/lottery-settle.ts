/**
 * Lottery settlement at volume: one draw of a 5D game holding 100,000 orders
 * of 5,000 members across every 5D bet type, about a tenth of them winning, settled by the
 * settlement service (settleDraw) as the lottery-draws job calls it. Members sign up through the
 * sign-up service and place their 20 orders each through the order service (money held in their
 * lottery accounts); the draw's result is chosen first (set as the draw's result, so the share of
 * winners is known) and only settlement is timed. Prints orders settled per second on SQLite
 * and, with DATABASE_URL, on PostgreSQL, and the ledger audit after (lottery held = pending).
 * Goal: at least 20,000 orders settled per second on SQLite. It never fails on timings.
 *
 * BENCH_LOTTERY_SCALE (default 1) scales the volume down for a quick try (0.1: 10,000 orders).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BetTypeDef,
  betCount,
  betTypesOf,
  type LotteryResult,
  type Selection,
  winOf,
} from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '@lotto/server/src/context.js';
import { rawSqliteOf } from '@lotto/server/src/db/raw-sqlite.js';
import {
  addLotteryGame,
  ensureUpcomingDraws,
  placeOrders,
  scheduledGameById,
  settleDraw,
} from '@lotto/server/src/modules/lottery/index.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite } from '@lotto/server/src/modules/system/index.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { auditLedger } from '@lotto/server/test/ledger-audit.js';
import { type BenchDatabase, freshPostgres, freshSqlite } from './lib/bench-database.js';
import { silentLog } from './lib/silent-log.js';

const GOAL_PER_SECOND = 20_000;

/** BENCH_CPU_PROF=<dir>: a V8 CPU profile of the settlement alone (profile-summary.ts reads it). */
const startProfile = async () => {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return { stop: async () => {} };
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `lottery-settle.${Date.now()}.cpuprofile`),
        JSON.stringify(profile),
      );
      session.disconnect();
    },
  };
};
const ORDERS_PER_MEMBER = 20;
const scale = (() => {
  const asked = Number(process.env.BENCH_LOTTERY_SCALE ?? 1);
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, 1) : 1;
})();
const MEMBERS = Math.round(5_000 * scale);

/** A seeded generator, so every run bets the same. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const random = seeded(20_261_124);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/** A small random selection the picker accepts (few bets, so members can afford 20 orders). */
const randomSelection = (type: BetTypeDef): Selection => {
  const picker = type.picker;
  if (picker.kind === 'numbers') {
    const numbers = new Set<string>();
    while (numbers.size < Math.max(1, picker.min)) {
      numbers.add(String(Math.floor(random() * 10 ** picker.digits)).padStart(picker.digits, '0'));
    }
    return { numbers: [...numbers] };
  }
  const anyRow = picker.anyRow === true;
  const chosen = anyRow ? Math.floor(random() * picker.rows.length) : -1;
  return {
    positions: picker.rows.map((row, i) => {
      const want = anyRow ? (i === chosen ? 1 : 0) : Math.max(1, row.min);
      const values = new Set<number>();
      while (values.size < want) values.add(pick(row.values));
      return [...values];
    }),
  };
};

/** A selection of a random bet type that wins (or loses) on `result`. */
const selectionFor = (types: readonly BetTypeDef[], result: LotteryResult, wins: boolean) => {
  const money = { unitMinor: 2, multiple: 1, prizeGroup: 1900 };
  for (;;) {
    const type = pick(types);
    for (let tries = 0; tries < 300; tries++) {
      const selection = randomSelection(type);
      if (betCount(type, selection) === 0) continue;
      if (winOf(type, selection, result, money) > 0 === wins) return { type, selection };
    }
  }
};

const run = async (database: BenchDatabase) => {
  const db = database.handle.db;
  const site = await findSite(db, DEMO_MERCHANT.code);
  if (!site) throw new Error('no demo site');
  // The middle of a one-minute draw's sales, on a fixed day.
  let now = Date.UTC(2026, 10, 24, 6, 0, 30);
  const ctx: SiteCtx = { db, now: () => now, log: silentLog, site };
  const types = betTypesOf('5D');
  const gameId = await addLotteryGame(ctx, site.id, {
    code: 'BENCH5D',
    family: '5D',
    variant: null,
    prizeMode: 'Elott',
    name: { EN: 'Bench 5D', MY: 'Bench 5D' },
    sort: 999,
    schedule: { firstDrawSec: 0, cycleSec: 60, lastDrawSec: 86_340, closeSec: 10 },
    minGroup: 1700,
    maxGroup: 1960,
    // No caps: the bench measures settlement, not refusals.
    limits: { maxBetMinor: 0, maxDrawMinor: 0, maxNumberLiabilityMinor: 0 },
    betTypes: types.map((t) => t.code),
  });
  // Its bet records go under a catalogue 5D game the demo links to another engine game.
  const link = await db
    .selectFrom('lottery_game_links')
    .select(['vendor', 'catalogue_code'])
    .orderBy('vendor')
    .orderBy('catalogue_code')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('lottery_game_links')
    .set({ game_id: gameId })
    .where('vendor', '=', link.vendor)
    .where('catalogue_code', '=', link.catalogue_code)
    .execute();
  const game = await scheduledGameById(ctx, gameId);
  if (!game) throw new Error('no bench game');
  await ensureUpcomingDraws(ctx, game, 'bench');
  const draw = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('closes_at', '>', now)
    .orderBy('draw_at')
    .executeTakeFirstOrThrow();
  const result: LotteryResult = {
    family: '5D',
    digits: [0, 1, 2, 3, 4].map(() => pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])),
  };

  const placedAt = performance.now();
  let orders = 0;
  let winners = 0;
  for (let m = 0; m < MEMBERS; m++) {
    const { member, session } = await signUp(ctx, {
      member: { password: null },
      username: `lot${m}`,
    });
    const memberCtx: MemberCtx = {
      ...ctx,
      language: 'EN',
      ip: '127.0.0.1',
      cookies: {},
      member: {
        id: member.id,
        merchantId: site.id,
        type: 0,
        sessionId: session?.id ?? 0,
        userName: `lot${m}`,
      },
    };
    const items = Array.from({ length: ORDERS_PER_MEMBER }, (_, i) => {
      const wins = (m * ORDERS_PER_MEMBER + i) % 10 === 0;
      if (wins) winners++;
      const { type, selection } = selectionFor(types, result, wins);
      return {
        betType: type.code,
        selection,
        unit: '0.01' as const,
        multiple: 1,
        prizeGroup: 1900,
      };
    });
    const placed = await placeOrders(memberCtx, {
      code: 'BENCH5D',
      drawNo: draw.draw_no,
      requestId: `bench-${m}-orders`,
      items,
    });
    orders += placed.orders.length;
  }
  const placing = (performance.now() - placedAt) / 1000;
  console.log(
    `   placed ${orders.toLocaleString('en')} orders of ${MEMBERS.toLocaleString('en')} members ` +
      `(${winners.toLocaleString('en')} to win) through the order service in ${placing.toFixed(1)} s`,
  );
  // Sales close, the draw is drawn with the chosen result.
  now = Number(draw.draw_at) + 1_000;
  await db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: now })
    .where('id', '=', draw.id)
    .execute();

  const cacheMb = Number(process.env.BENCH_SQLITE_CACHE_MB ?? 0);
  const raw = rawSqliteOf(db);
  if (raw && cacheMb > 0) raw.prepare(`pragma cache_size = -${cacheMb * 1024}`).run();
  const profile = await startProfile();
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  const summary = await settleDraw(ctx, draw.id);
  const seconds = (performance.now() - began) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // This process's CPU time (SQLite runs in it): what the rate is on a machine not shared.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  await profile.stop();
  const rate = Math.round(summary.orders / seconds);
  console.log(
    `   settled ${summary.orders.toLocaleString('en')} orders (${summary.won.toLocaleString('en')} won) ` +
      `of ${summary.members.toLocaleString('en')} members in ${seconds.toFixed(2)} s: ` +
      `${rate.toLocaleString('en')} orders/s (${Math.round(summary.orders / cpuSeconds).toLocaleString('en')} per CPU second of this process; ${(cpu.user / 1e6).toFixed(2)} s user, ${(cpu.system / 1e6).toFixed(2)} s system) ${database.label.startsWith('SQLite') ? `(goal ${GOAL_PER_SECOND.toLocaleString('en')}/s: ${rate >= GOAL_PER_SECOND ? 'met' : 'NOT met'})` : ''}`,
  );
  const again = await settleDraw(ctx, draw.id);
  const audit = await auditLedger(db);
  // The bench draw's own orders and records (the demo seed has demo01's, some still pending).
  const pending = await db
    .selectFrom('lottery_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('draw_id', '=', draw.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const records = await db
    .selectFrom('bet_records as b')
    .innerJoin('lottery_orders as o', 'o.order_no', 'b.round_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('b.vendor', '=', 'LOTTERY')
    .where('o.draw_id', '=', draw.id)
    .executeTakeFirstOrThrow();
  const problems = [
    ...(audit.driftedAccounts.length ? [`${audit.driftedAccounts.length} drifted accounts`] : []),
    ...(audit.negativeMemberAccounts.length ? ['negative member accounts'] : []),
    ...(audit.unbalancedTransactions.length ? ['unbalanced transactions'] : []),
    ...(audit.lotteryNotPending.length
      ? [`${audit.lotteryNotPending.length} lottery holds != pending`]
      : []),
    ...(audit.sumOfBalances !== 0 ? [`sum of balances ${audit.sumOfBalances}`] : []),
    ...(Number(pending.n) !== 0 ? [`${pending.n} orders still pending`] : []),
    ...(Number(records.n) !== summary.orders
      ? [`${records.n} bet records for ${summary.orders} orders`]
      : []),
    ...(summary.won !== winners ? [`${summary.won} won, ${winners} expected`] : []),
    ...(again.orders !== 0 ? [`a second settlement settled ${again.orders}`] : []),
  ];
  console.log(
    `   ledger audit: ${audit.transactions.toLocaleString('en')} transactions, ${audit.entries.toLocaleString('en')} entries, ` +
      `${problems.length === 0 ? 'sound (entries = balances, no member below zero, lottery held = pending, a second run pays nothing)' : `PROBLEMS: ${problems.join('; ')}`}`,
  );
  return rate;
};

console.log(
  `\n== lottery settlement: one 5D draw, ${(MEMBERS * ORDERS_PER_MEMBER).toLocaleString('en')} orders of ` +
    `${MEMBERS.toLocaleString('en')} members across ${betTypesOf('5D').length} bet types, a tenth winning`,
);
for (const open of [
  freshSqlite,
  ...(process.env.DATABASE_URL ? [() => freshPostgres(process.env.DATABASE_URL ?? '')] : []),
]) {
  const database = await open();
  try {
    console.log(` ${database.label}`);
    await run(database);
  } finally {
    await database.remove();
  }
}
