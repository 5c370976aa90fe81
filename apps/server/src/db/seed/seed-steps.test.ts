import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.js';
import type { DbHandle } from '../create-db.js';
import { migrateToLatest } from '../migrate.js';
import { seedDemoSite } from './demo-site.js';

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

describe('the demo seed after a crash', () => {
  it('leaves nothing of a step that died half-way, and the next start completes it', async () => {
    const reference = await contents(await seededOnce());
    const handle = await unseeded();
    const dying = handle.db.withPlugin(killAtInsert('announcements', 8));
    await expect(seedDemoSite(dying)).rejects.toThrow('killed mid-step');
    const after = await contents(handle);
    expect(after.counts.announcements).toBe(0);
    expect(after.counts.announcement_translations).toBe(0);
    expect(after.counts.seed_steps).toBe(3); // site, accounts and games had finished
    await seedDemoSite(handle.db);
    expect(await contents(handle)).toEqual(reference);
    await seedDemoSite(handle.db);
    expect(await contents(handle)).toEqual(reference);
  });

  it('completes a database seeded in part before steps were recorded, adding no duplicate', async () => {
    const handle = await seededOnce();
    const reference = await contents(handle);
    const kept = await handle.db.selectFrom('announcements').select('id').orderBy('id').execute();
    const lost = kept.slice(7).map((a) => a.id); // as the kill of issue 8 left it: 7 of 13
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

const seededOnce = async () => {
  const handle = await unseeded();
  await seedDemoSite(handle.db);
  return handle;
};
