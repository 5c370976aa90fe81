import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import type { DbHandle } from './create-db.js';
import { hotQuery } from './hot-query.js';
import { migrateToLatest } from './migrate.js';

let where: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  where = await createTestDatabase(false);
  handle = where.open();
  await migrateToLatest(handle.db, { schema: where.pgSchema });
  await handle.db
    .insertInto('cache_versions')
    .values([
      { name: 'a', version: 1 },
      { name: 'b', version: 2 },
    ])
    .execute();
});

afterAll(async () => {
  await handle.close();
  await where.drop();
});

const versionOf = hotQuery((db, name: string) =>
  db.selectFrom('cache_versions').select(['name', 'version']).where('name', '=', name),
);

describe('hotQuery', () => {
  it('answers each call with its own values, also inside a transaction', async () => {
    expect(await versionOf(handle.db, 'a')).toEqual([{ name: 'a', version: 1 }]);
    expect(await versionOf(handle.db, 'b')).toEqual([{ name: 'b', version: 2 }]);
    expect(await versionOf(handle.db, 'none')).toEqual([]);
    const inTransaction = await handle.db.transaction().execute((trx) => versionOf(trx, 'b'));
    expect(inTransaction).toEqual([{ name: 'b', version: 2 }]);
  });

  it('refuses a query that binds a value other than its arguments, in order', async () => {
    const constant = hotQuery((db, name: string) =>
      db
        .selectFrom('cache_versions')
        .select('name')
        .where('version', '=', 1)
        .where('name', '=', name),
    );
    await expect(constant(handle.db, 'a')).rejects.toThrow(/bind its arguments in order/);
    const swapped = hotQuery((db, name: string, version: number) =>
      db
        .selectFrom('cache_versions')
        .select('name')
        .where('version', '=', version)
        .where('name', '=', name),
    );
    await expect(swapped(handle.db, 'a', 1)).rejects.toThrow(/bind its arguments in order/);
  });
});
