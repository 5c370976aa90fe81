/**
 * Member search in the back office over 100,000 members, each with an e-mail, a proved mobile
 * number and a first session from its own address and device: the first 1,000 signed up
 * through the sign-up service, the rest written through the member and session repositories
 * (lib/members-build.ts says why). Then GET /admin/api/members is measured over HTTP, as a
 * support operator signed in with password and authenticator code, for each kind of search (a
 * name's beginning, a mobile number with its dialing code, an e-mail, an address, a device, an
 * id), against the game list route in the same run, at 20 connections. Goal: p99 <= 50 ms for every kind (SQLite; and
 * PostgreSQL too when DATABASE_URL is set). It prints figures; it never fails on timings.
 *
 * BENCH_MEMBERS (default 100000) sets the number of members for a quick try.
 */
import type { Ctx } from '@lotto/server/src/context.js';
import { totpCode } from '@lotto/server/src/modules/backoffice/totp.js';
import { findMemberByUsername } from '@lotto/server/src/modules/member/index.js';
import { findSite } from '@lotto/server/src/modules/system/index.js';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '@lotto/server/src/seed/demo-operators.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { type BenchDatabase, freshPostgres, freshSqlite } from './lib/bench-database.js';
import { hostingFromEnv, startServers } from './lib/hosting.js';
import { compareTargets, type Target } from './lib/load.js';
import { benchMember, buildMembers } from './lib/members-build.js';
import { failureWarnings, goalLine, loadTable, ratio } from './lib/report.js';
import { GAME_LIST_BENCH } from './lib/server-kinds.js';
import { silentLog } from './lib/silent-log.js';

const CONNECTIONS = 20;
const GOAL_P99_MS = 50;
const OPERATOR = 'demo_support';

const total = (() => {
  const asked = Number(process.env.BENCH_MEMBERS ?? 100_000);
  return Number.isInteger(asked) && asked >= 1_000 ? Math.min(asked, 100_000) : 100_000;
})();

/** A support operator's session cookie, signed in over HTTP as the back office does. */
const operatorCookie = async (app: string): Promise<string> => {
  const secret = DEMO_OPERATORS.find((o) => o.username === OPERATOR)?.totpSecret ?? '';
  const res = await fetch(`${app}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: OPERATOR,
      password: DEMO_OPERATOR_PASSWORD,
      code: totpCode(secret, Date.now()),
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`operator sign-in answered ${res.status}`);
  return cookie;
};

/** Each search kind, looking for one member in the middle of the table (and a broad prefix). */
const searches = (memberId: number, n: number) => {
  const m = benchMember(n);
  return [
    ['name (prefix, 10 match)', 'name', m.username.slice(0, -1)],
    ['name (prefix, a page of 10,000)', 'name', m.username.slice(0, 4)],
    ['mobile (with dialing code)', 'mobile', `${m.dialingCode}${m.mobile}`],
    ['e-mail', 'email', m.email.toUpperCase()],
    ['address (IP signed in from)', 'address', m.ip],
    ['device (id signed in with)', 'device', m.deviceId],
    ['id', 'id', String(memberId)],
  ] as const;
};

/** Answers each search once: it must find the member, else nothing is measured. */
const checkSearches = async (targets: Target[], expectedId: number) => {
  for (const target of targets.slice(1)) {
    const res = await fetch(target.url, { headers: target.headers ?? {} });
    const body = (await res.json()) as { value?: { list?: { id: number }[]; hasMore?: boolean } };
    const ids = body.value?.list?.map((m) => m.id) ?? [];
    if (!res.ok || (!target.label.includes('10,000') && !ids.includes(expectedId))) {
      throw new Error(`${target.label} did not find the member: ${JSON.stringify(body)}`);
    }
    const more = body.value?.hasMore ? ', more follow' : '';
    console.log(`  ${target.label}: ${ids.length} on the page${more}`);
  }
};

const measure = async (database: BenchDatabase) => {
  const site = await findSite(database.handle.db, DEMO_MERCHANT.code);
  if (!site) throw new Error('no demo site');
  const base: Ctx = { db: database.handle.db, now: () => Date.now(), log: silentLog };
  console.log(`\n== members: ${total.toLocaleString('en')} members, ${database.label}`);
  const began = performance.now();
  await buildMembers({ ...base, site }, total, (done) => {
    if (done % 10_000 === 0) console.log(`  ${done.toLocaleString('en')} signed up`);
  });
  console.log(`members signed up in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  const n = Math.floor(total / 2) + 17;
  const member = await findMemberByUsername({ ...base, site }, benchMember(n).username);
  if (!member) throw new Error('the bench member is missing');

  const servers = await startServers(['app'], hostingFromEnv('child'), {
    database: database.options,
  });
  try {
    const app = servers.urls.app;
    const headers = { cookie: await operatorCookie(app), 'user-agent': 'bench' };
    const targets: Target[] = [
      {
        label: 'GET game list (26 slots)',
        url: `${app}${GAME_LIST_BENCH.path}`,
        headers: { ...GAME_LIST_BENCH.headers },
        connections: CONNECTIONS,
      },
      ...searches(member.id, n).map(([label, by, q]) => ({
        label: `search by ${label}`,
        url: `${app}/admin/api/members?by=${by}&q=${encodeURIComponent(q)}&pageSize=26`,
        headers,
        connections: CONNECTIONS,
      })),
    ];
    await checkSearches(targets, member.id);
    const figures = await compareTargets(targets);
    const [list, ...found] = figures;
    if (!list) throw new Error('missing figures');
    console.log(`\n${loadTable(figures)}\n`);
    for (const warning of failureWarnings(figures)) console.log(warning);
    for (const r of found) {
      console.log(`ratio ${r.label} / game list: ${ratio(r.rps, list.rps).toFixed(2)}`);
    }
    const met = found.every((r) => r.p99Ms <= GOAL_P99_MS && r.non2xx + r.errors === 0);
    console.log(
      goalLine(
        `member search over ${total.toLocaleString('en')} members, every kind p99 <= ${GOAL_P99_MS} ms (${CONNECTIONS} connections, ${database.label})`,
        met,
        'FAIL',
      ),
    );
  } finally {
    await servers.stop();
  }
};

const kinds: (() => Promise<BenchDatabase>)[] = [freshSqlite];
const url = process.env.DATABASE_URL;
if (url) kinds.push(() => freshPostgres(url));
for (const fresh of kinds) {
  const database = await fresh();
  try {
    await measure(database);
  } finally {
    await database.remove();
  }
}
