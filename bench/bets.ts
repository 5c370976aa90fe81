/**
 * Bet transactions per second through the wallet's ledger service (no HTTP), on SQLite and,
 * when DATABASE_URL is set, on PostgreSQL. Goal from the issue: at least 5,000 bet
 * transactions a second on SQLite.
 *
 * What counts: one ledger transaction, debitBet or creditWin (read and, on PostgreSQL, lock
 * both accounts, insert the transaction under its key, update both balances, insert both
 * entries, commit). Workers play rounds as pairs, a bet then its win, each its own transaction
 * with its own key; every worker bets for its own member, as concurrent players do.
 * Baseline, in the same database and run: the same workers looping plain single-row INSERTs
 * through the same Kysely instance (one autocommit statement each), so the ratio says what the
 * ledger's bookkeeping costs over the cheapest write the database can do.
 * SQLite runs on fresh files with one worker (each transaction commits alone) and with each of
 * SQLITE_CONCURRENCY (transactions that queue while one commits share the next commit, see
 * ledger.batch.ts): the more players bet at once, the more share a commit. The goal is read on
 * each concurrent run, so it shows at what load the server reaches it. PostgreSQL runs
 * CONCURRENT_WORKERS over the app's pool of 10 connections.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteCtx } from '@lotto/server/src/context.js';
import { createDb, type DbHandle } from '@lotto/server/src/db/create-db.js';
import { migrateToLatest } from '@lotto/server/src/db/migrate.js';
import { DEMO_MERCHANT, seedDemoSite } from '@lotto/server/src/db/seed/demo-site.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite } from '@lotto/server/src/modules/system/index.js';
import {
  creditWin,
  type Db,
  debitBet,
  ensureMemberAccount,
  postTransaction,
  systemAccount,
} from '@lotto/server/src/modules/wallet/index.js';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { benchSeconds } from './lib/load.js';
import { formatTable, goalLine, ratio } from './lib/report.js';

const GOAL_PER_SECOND = 5_000;
const WARMUP_MS = 1_000;
const CONCURRENT_WORKERS = 8;
/** Players betting at once on SQLite: a busy table and a busy site. */
const SQLITE_CONCURRENCY = [CONCURRENT_WORKERS, 32];

interface Figures {
  database: string;
  workers: number;
  baselinePerSecond: number;
  betsPerSecond: number;
  checked: string;
}

/** Runs `step` in `workers` loops until the deadline; answers operations per second. */
const loopFor = async (
  ms: number,
  workers: number,
  step: (worker: number, n: number) => Promise<number>,
): Promise<number> => {
  const started = performance.now();
  const deadline = started + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; performance.now() < deadline; n++) {
        // Not `done += await ...`: that reads `done` before awaiting and loses other workers' counts.
        const count = await step(worker, n);
        done += count;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
};

const quiet = () => {};
/** The services' logger; the bench prints its own figures. */
const silentLog = {
  level: 'silent',
  ...Object.fromEntries(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace'].map((l) => [l, quiet]),
  ),
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** The services' context on the demo site, as a job outside a request has it. */
const benchCtx = async (db: Db): Promise<SiteCtx> => {
  const site = await findSite(db, DEMO_MERCHANT.code);
  if (!site) throw new Error('no demo site');
  return { db, now: Date.now, log: silentLog, site };
};

const prepare = async (ctx: SiteCtx, workers: number) => {
  const { db, site } = ctx;
  await db.schema
    .createTable('bench_rows')
    .addColumn('round', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  const members: number[] = [];
  for (let w = 0; w < workers; w++) {
    const { member } = await signUp(ctx, { member: { password: null }, username: `bench${w}` });
    // Enough that no stake is ever refused: the run measures posting, not refusals.
    const account = await ensureMemberAccount(ctx, site.id, member.id, 'cash');
    const source = await systemAccount(ctx, site.id, 'cash');
    await postTransaction(ctx, {
      merchantId: site.id,
      idempotencyKey: `bench-deposit:${member.id}`,
      type: 'deposit',
      entries: [
        { accountId: source.id, amount: -1e12 },
        { accountId: account.id, amount: 1e12 },
      ],
    });
    members.push(member.id);
  }
  return { merchantId: site.id, members };
};

const measureDatabase = async (
  label: string,
  handle: DbHandle,
  workers: number,
  seconds: number,
): Promise<Figures> => {
  const db = handle.db;
  const ctx = await benchCtx(db);
  const { merchantId, members } = await prepare(ctx, workers);
  const rows = db.withTables<{ bench_rows: { round: string; amount: number } }>();
  let run = 0;
  const round = async (worker: number, n: number) => {
    const ref = { merchantId, memberId: members[worker] ?? 0, roundId: `${run}:${worker}:${n}` };
    await debitBet(ctx, { ...ref, stakeMinor: 100 });
    await creditWin(ctx, { ...ref, winMinor: 150 });
    return 2;
  };
  const insert = async (worker: number, n: number) => {
    await rows
      .insertInto('bench_rows')
      .values({ round: `${run}:${worker}:${n}`, amount: 100 })
      .execute();
    return 1;
  };

  await loopFor(WARMUP_MS, workers, insert);
  run = 1;
  await loopFor(WARMUP_MS, workers, round);
  run = 2;
  const baselinePerSecond = await loopFor(seconds * 1000, workers, insert);
  run = 3;
  const betsPerSecond = await loopFor(seconds * 1000, workers, round);
  return { database: label, workers, baselinePerSecond, betsPerSecond, checked: await check(db) };
};

/** The run must leave a sound ledger, or its rate means nothing. */
const check = async (db: Db): Promise<string> => {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select((eb) => [
      eb.fn.sum<number>('balance').as('sum'),
      eb.fn.min<number>('balance').as('min'),
    ])
    .where('owner', '=', 'member')
    .executeTakeFirstOrThrow();
  const all = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<number>('balance').as('sum'))
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .executeTakeFirstOrThrow();
  const sound = Number(all.sum) === 0 && Number(entries.sum) === 0 && Number(accounts.min) >= 0;
  return sound ? 'ledger sound' : 'LEDGER BROKEN';
};

const onSqlite = async (workers: number, seconds: number): Promise<Figures> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lotto-bench-bets-'));
  const handle = createDb({ sqliteFile: path.join(dir, 'bets.db') });
  try {
    await migrateToLatest(handle.db);
    await seedDemoSite(handle.db);
    return await measureDatabase('SQLite (file, WAL)', handle, workers, seconds);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

const onPostgres = async (url: string, seconds: number): Promise<Figures> => {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const handle = createDb({ databaseUrl: url, pgSchema: schema });
  try {
    await migrateToLatest(handle.db, { schema });
    await seedDemoSite(handle.db);
    return await measureDatabase('PostgreSQL', handle, CONCURRENT_WORKERS, seconds);
  } finally {
    await handle.close();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
};

const seconds = benchSeconds();
const databaseUrl = process.env.DATABASE_URL || undefined;
console.log(
  `\n== bets: ledger transactions per second through the wallet service (no HTTP), ` +
    `bet + win pairs, ${seconds} s per measured run after a 1 s warm-up`,
);
const sequential = await onSqlite(1, seconds);
const concurrent: Figures[] = [];
for (const workers of SQLITE_CONCURRENCY) concurrent.push(await onSqlite(workers, seconds));
const results = [sequential, ...concurrent];
if (databaseUrl) results.push(await onPostgres(databaseUrl, seconds));
else console.log('PostgreSQL skipped: set DATABASE_URL=postgres://... to measure it too');

console.log(
  `\n${formatTable(
    ['database', 'workers', 'plain INSERT/s', 'bet tx/s', 'ratio', 'check'],
    results.map((r) => [
      r.database,
      r.workers,
      Math.round(r.baselinePerSecond),
      Math.round(r.betsPerSecond),
      ratio(r.betsPerSecond, r.baselinePerSecond).toFixed(2),
      r.checked,
    ]),
  )}\n`,
);
for (const run of concurrent) {
  console.log(
    goalLine(
      `at least 5,000 bet transactions a second on SQLite (${run.workers} workers)`,
      run.betsPerSecond >= GOAL_PER_SECOND,
    ),
  );
}
