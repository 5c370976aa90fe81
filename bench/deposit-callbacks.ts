/**
 * Deposit callbacks over HTTP: 10,000 signed callbacks of the demo gateway over 1,000 members'
 * orders, a tenth of them copies of another, delivered concurrently through the real callback
 * route (POST /wps/deposit/callback/demo) of the app in a child process, on SQLite and, when
 * DATABASE_URL is set, on PostgreSQL. The goal: every order credited once, the
 * credited total right, the ledger sound; it prints callbacks per second.
 *
 * Setup goes through the services real use goes through: members by the sign-up service, each
 * order by createGatewayDeposit (the member's session, limits, the gateway's payment), paid at
 * the demo gateway (its book, its transaction id), and the callback body and signature are the
 * gateway's own. The run is fixed work, not timed: BENCH_SECONDS does not apply.
 */
import { formatMinor, GATEWAY_SIGNATURE_HEADER } from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '@lotto/server/src/context.js';
import { callbackOf, closePayment } from '@lotto/server/src/modules/demo-gateway/index.js';
import { createGatewayDeposit } from '@lotto/server/src/modules/deposits/index.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite } from '@lotto/server/src/modules/system/index.js';
import { signIn } from '@lotto/server/src/seed/demo-history.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { auditLedger } from '@lotto/server/test/ledger-audit.js';
import { type BenchDatabase, freshPostgres, freshSqlite } from './lib/bench-database.js';
import { hostingFromEnv, startServers } from './lib/hosting.js';
import { formatTable, goalLine } from './lib/report.js';
import { silentLog } from './lib/silent-log.js';

const MEMBERS = 1_000;
const CALLBACKS = 10_000;
/** A tenth of the callbacks are copies of another: the rest are distinct orders. */
const DUPLICATES = CALLBACKS / 10;
const ORDERS = CALLBACKS - DUPLICATES;
const CONCURRENCY = 32;

interface Delivery {
  body: string;
  signature: string;
}

interface Figures {
  database: string;
  seconds: number;
  perSecond: number;
  failed: number;
  credited: number;
  duplicates: number;
  creditedMinor: number;
  expectedMinor: number;
  problems: string[];
}

/** ORDERS gateway orders over MEMBERS members, each paid at the demo gateway: their callbacks. */
const makeCallbacks = async (
  database: BenchDatabase,
): Promise<{ deliveries: Delivery[]; totalMinor: number }> => {
  const db = database.handle.db;
  const site = await findSite(db, DEMO_MERCHANT.code);
  if (!site) throw new Error('no demo site');
  const ctx: SiteCtx = { db, now: Date.now, log: silentLog, site };
  const channel = await db
    .selectFrom('deposit_channels')
    .select('id')
    .where('merchant_id', '=', site.id)
    .where('kind', '=', 'gateway')
    .executeTakeFirstOrThrow();
  const members: MemberCtx[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const { member } = await signUp(ctx, { member: { password: null }, username: `cb${i}` });
    members.push(await signIn(ctx, member.id));
  }
  const deliveries: Delivery[] = [];
  let totalMinor = 0;
  for (let n = 0; n < ORDERS; n++) {
    const member = members[n % MEMBERS] as MemberCtx;
    const amountMinor = 10_000 + (n % 97) * 100 + (n % 7);
    const { payUrl } = await createGatewayDeposit(member, {
      channelId: channel.id,
      amount: formatMinor(amountMinor),
      origin: 'http://127.0.0.1',
    });
    const paymentId = payUrl?.split('/').pop()?.split('?')[0] ?? '';
    const payment = await closePayment(ctx, paymentId, 'paid');
    if (!payment) throw new Error('payment not found');
    deliveries.push(callbackOf(payment, Date.now()));
    totalMinor += amountMinor;
  }
  // The copies: every ninth order's callback again, spread through the run.
  const copies = Array.from(
    { length: DUPLICATES },
    (_, i) => deliveries[(i * 9) % ORDERS] as Delivery,
  );
  const all = [...deliveries, ...copies];
  for (let i = all.length - 1; i > 0; i--) {
    const j = (i * 7919 + 13) % (i + 1);
    [all[i], all[j]] = [all[j] as Delivery, all[i] as Delivery];
  }
  return { deliveries: all, totalMinor };
};

/** Posts every callback, CONCURRENCY at a time; answers the seconds it took and the failures. */
const deliver = async (url: string, deliveries: readonly Delivery[]) => {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const d = deliveries[next++] as Delivery;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [GATEWAY_SIGNATURE_HEADER]: d.signature },
        body: d.body,
      });
      await res.arrayBuffer();
      if (!res.ok) failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { seconds: (performance.now() - started) / 1000, failed };
};

/** What the callbacks log and the members' deposit entries hold (the demo seed's deposits too). */
const tally = async (database: BenchDatabase) => {
  const db = database.handle.db;
  const verdicts = await db
    .selectFrom('deposit_callbacks')
    .select(['verdict', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('verdict')
    .execute();
  const count = (v: string) => Number(verdicts.find((r) => r.verdict === v)?.n ?? 0);
  const credited = await db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.sum<string | number>('e.amount').as('total'))
    .where('t.type', '=', 'deposit')
    .where('a.owner', '=', 'member')
    .executeTakeFirst();
  return {
    credited: count('credited'),
    duplicates: count('duplicate'),
    creditedMinor: Number(credited?.total ?? 0),
  };
};

/** What the run added to the seed's own: every order credited once, every copy a duplicate. */
const check = async (
  database: BenchDatabase,
  before: Awaited<ReturnType<typeof tally>>,
  expectedMinor: number,
) => {
  const after = await tally(database);
  const credited = after.credited - before.credited;
  const duplicates = after.duplicates - before.duplicates;
  const creditedMinor = after.creditedMinor - before.creditedMinor;
  const audit = await auditLedger(database.handle.db);
  const problems: string[] = [];
  if (credited !== ORDERS) problems.push(`${credited} credited, not ${ORDERS}`);
  if (duplicates !== DUPLICATES) problems.push(`${duplicates} duplicates, not ${DUPLICATES}`);
  if (creditedMinor !== expectedMinor)
    problems.push(`credited ${creditedMinor}, not ${expectedMinor}`);
  if (audit.driftedAccounts.length > 0)
    problems.push(`drifted accounts ${audit.driftedAccounts.length}`);
  if (audit.negativeMemberAccounts.length > 0) problems.push('negative member accounts');
  if (audit.unbalancedTransactions.length > 0) problems.push('unbalanced transactions');
  return { credited, duplicates, creditedMinor, problems };
};

const measureOn = async (open: () => Promise<BenchDatabase>): Promise<Figures> => {
  const database = await open();
  try {
    console.log(`${database.label}: making ${ORDERS} orders for ${MEMBERS} members…`);
    const { deliveries, totalMinor } = await makeCallbacks(database);
    const before = await tally(database);
    const app = await startServers(['app'], hostingFromEnv('child'), {
      database: database.options,
    });
    let run: { seconds: number; failed: number };
    try {
      run = await deliver(`${app.urls.app}/wps/deposit/callback/demo`, deliveries);
    } finally {
      await app.stop();
    }
    const checked = await check(database, before, totalMinor);
    return {
      database: database.label,
      seconds: run.seconds,
      perSecond: deliveries.length / run.seconds,
      failed: run.failed,
      expectedMinor: totalMinor,
      ...checked,
    };
  } finally {
    await database.remove();
  }
};

console.log(
  `\n== deposit callbacks: ${CALLBACKS} signed callbacks (${DUPLICATES} copies) over ${MEMBERS} members' ` +
    `${ORDERS} orders, ${CONCURRENCY} at a time, POST /wps/deposit/callback/demo`,
);
const results = [await measureOn(freshSqlite)];
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl) results.push(await measureOn(() => freshPostgres(databaseUrl)));
else console.log('PostgreSQL skipped: set DATABASE_URL=postgres://... to measure it too');
const rows = results.map((r) => [
  r.database,
  Math.round(r.perSecond),
  r.seconds.toFixed(1),
  r.failed,
  r.credited,
  r.duplicates,
  (r.creditedMinor / 100).toFixed(2),
  r.problems.length === 0 ? 'ledger sound' : `BROKEN: ${r.problems.join('; ')}`,
]);
console.log(
  `\n${formatTable(['database', 'callbacks/s', 'seconds', 'failed', 'credited', 'duplicates', 'credited total', 'audit'], rows)}\n`,
);
for (const r of results) {
  console.log(
    goalLine(
      `${r.database}: every order credited once, the right total, ledger sound`,
      r.problems.length === 0 && r.failed === 0,
    ),
  );
}
