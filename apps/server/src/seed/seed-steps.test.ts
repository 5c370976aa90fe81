import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../test/ledger-audit.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import type { DbHandle } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { findMerchantByCode, insertMerchant } from '../modules/system/index.js';
import { DEMO_BOARD_PLAYERS } from './demo-leaderboard.js';
import { DEMO_LOCKED } from './demo-locked-member.js';
import { DEMO_FRIENDS } from './demo-referrals.js';
import { DEMO_QUICK_CASH, DEMO_TWINS } from './demo-risk.js';
import { DEMO_MERCHANT, seedDemoSite as seedWith } from './demo-site.js';

/**
 * A real start's seed (demo01's history included), at the tests' password cost; agent01's team
 * is left out (it is minutes on a busy machine, and demo-agent-team.test.ts seeds it).
 */
const seedDemoSite = (db: DbHandle['db']) =>
  seedWith(db, { passwordHashLog2: 14, agentTeam: false });

const SEEDED_TABLES = [
  'merchants',
  'members',
  'categories',
  'vendors',
  'games',
  'game_translations',
  'announcements',
  'announcement_translations',
  'geo_ip_ranges',
  'seed_steps',
] as const;

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const done of cleanup.splice(0).reverse()) await done();
});

/** A migrated database that nothing has seeded yet. */
const unseeded = async (): Promise<DbHandle> => {
  const where: TestDatabase = await createTestDatabase(false);
  const handle = where.open();
  cleanup.push(where.drop, () => handle.close());
  await migrateToLatest(handle.db, { schema: where.pgSchema });
  return handle;
};

const contents = async ({ db }: DbHandle) => {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const titles = await db
    .selectFrom('announcement_translations')
    .select('title')
    .orderBy('title')
    .execute();
  return { counts, titles: titles.map((t) => t.title) };
};

/** Stops the process (as a kill would) at the n-th insert into `table`. */
const killAtInsert = (table: string, n: number): KyselyPlugin => {
  let seen = 0;
  return {
    transformQuery: ({ node }) => {
      const into = node.kind === 'InsertQueryNode' ? node.into?.table.identifier.name : undefined;
      if (into === table && ++seen === n) throw new Error('killed mid-step');
      return node;
    },
    transformResult: async ({ result }) => result,
  };
};

// Each test seeds the whole demo site up to four times: on a busy CI machine that is minutes.
describe('the demo seed after a crash', { timeout: 180_000 }, () => {
  it('leaves nothing of a step that died half-way, and the next start completes it', async () => {
    const reference = await contents(await seededOnce());
    const handle = await unseeded();
    const dying = handle.db.withPlugin(killAtInsert('announcements', 8));
    await expect(seedDemoSite(dying)).rejects.toThrow('killed mid-step');
    const after = await contents(handle);
    expect(after.counts.announcements).toBe(0);
    expect(after.counts.announcement_translations).toBe(0);
    expect(after.counts.seed_steps).toBe(3); // site, members and games had finished
    await seedDemoSite(handle.db);
    expect(await contents(handle)).toEqual(reference);
    await seedDemoSite(handle.db);
    expect(await contents(handle)).toEqual(reference);
  });

  it('completes a database seeded in part before steps were recorded, adding no duplicate', async () => {
    const handle = await seededOnce();
    const reference = await contents(handle);
    const kept = await handle.db.selectFrom('announcements').select('id').orderBy('id').execute();
    const lost = kept.slice(7).map((a) => a.id); // as a process killed mid-seed left it: 7 of 13
    await handle.db
      .deleteFrom('announcement_translations')
      .where('announcement_id', 'in', lost)
      .execute();
    await handle.db.deleteFrom('announcements').where('id', 'in', lost).execute();
    await handle.db.deleteFrom('seed_steps').execute();
    await seedDemoSite(handle.db);
    expect(await contents(handle)).toEqual(reference);
  });

  it('keeps what an operator deleted after the seed finished', async () => {
    const handle = await seededOnce();
    const first = await handle.db
      .selectFrom('announcements')
      .select('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .deleteFrom('announcement_translations')
      .where('announcement_id', '=', first.id)
      .execute();
    await handle.db.deleteFrom('announcements').where('id', '=', first.id).execute();
    const before = await contents(handle);
    await seedDemoSite(handle.db);
    expect(await contents(handle)).toEqual(before);
  });
});

describe('the demo members of a database seeded before sign-up credited them', {
  timeout: 180_000,
}, () => {
  it('get their welcome credit once, as a registration would have given it', async () => {
    const handle = await unseeded();
    await insertMerchant(handle.db, DEMO_MERCHANT);
    const site = (await findMerchantByCode(handle.db, DEMO_MERCHANT.code))?.id ?? 0;
    // What the earlier seed wrote: member rows only (K 0.00, no ledger account).
    for (const [username, type] of [
      ['demo01', 0],
      ['agent01', 1],
      ['demo02', 0],
    ] as const) {
      await handle.db
        .insertInto('members')
        .values({ merchant_id: site, username, password_hash: '!', type, created_at: 0 })
        .execute();
    }
    // ...and what migrating that database gave them: each member its own team path.
    const members = await handle.db.selectFrom('members').select('id').execute();
    await handle.db
      .insertInto('team_paths')
      .values(members.map((m) => ({ ancestor_id: m.id, descendant_id: m.id, depth: 0 })))
      .execute();
    await handle.db
      .insertInto('seed_steps')
      .values([{ name: 'demo-site' }, { name: 'demo-accounts' }])
      .execute();
    await seedDemoSite(handle.db);
    await seedDemoSite(handle.db);
    const accounts = await handle.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .select(['m.username', 'a.balance'])
      // Cash accounts: demo01's held account (its pending withdrawal) is not a credit.
      .where('a.kind', '=', 'cash')
      .orderBy('m.username')
      .execute();
    // The leaderboard's players and demo01's invited friends sign up later, as new members.
    const boardPlayers = DEMO_BOARD_PLAYERS.map((p) => p.username);
    const friends = DEMO_FRIENDS.map((f) => f.username);
    // So do the risk list's linked twins and quick withdrawer.
    const risky = [...DEMO_TWINS.map((m) => m.username), DEMO_QUICK_CASH.username];
    // And the member the risk operator locked.
    const locked = [DEMO_LOCKED.username];
    expect(accounts.map((a) => a.username)).toEqual(
      ['agent01', 'demo01', 'demo02', ...boardPlayers, ...friends, ...risky, ...locked].sort(),
    );
    const untouched = accounts.filter((a) => a.username === 'agent01' || a.username === 'demo02');
    // demo02 also holds today's check-in bonus (the demo-turnover step): K 1,000 + K 500.
    expect(untouched.map((a) => a.balance)).toEqual([100_000, 150_000]);
    const credits = await handle.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'welcome_credit')
      .execute();
    expect(credits).toHaveLength(
      3 + boardPlayers.length + DEMO_FRIENDS.length + risky.length + locked.length,
    );
    expect(await auditLedger(handle.db)).toMatchObject({ driftedAccounts: [], sumOfBalances: 0 });
  });
});

const seededOnce = async () => {
  const handle = await unseeded();
  await seedDemoSite(handle.db);
  return handle;
};
