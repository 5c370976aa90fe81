import { CompiledQuery, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migration-helpers.js';
import type { Database } from '../../db/schema.js';
import './orders.tables.js';

/**
 * Settlement's grouped order updates as plain SQL text, written once per dialect and size: a
 * draw settles up to a hundred thousand orders, and building each statement with the query
 * builder cost more than the database's own work (bench/lottery-settle.ts). Columns are those
 * of migration 0031; `?` becomes `$n` on PostgreSQL.
 */

type Db = Kysely<Database>;
const texts = new Map<string, string>();

const textOf = (db: Db, shape: string, write: () => string): string => {
  const pg = isPostgres(db);
  const key = `${pg ? 'pg' : 'sqlite'}:${shape}`;
  let text = texts.get(key);
  if (text === undefined) {
    let n = 0;
    text = pg ? write().replace(/\?/g, () => `$${++n}`) : write();
    texts.set(key, text);
  }
  return text;
};

const marks = (count: number, mark = '?') => Array.from({ length: count }, () => mark).join(', ');

/** Marks the orders lost (they are pending: the caller holds their member's settlement key). */
export const markOrdersLost = async (db: Db, ids: readonly number[], at: number) => {
  if (ids.length === 0) return;
  const text = textOf(
    db,
    `lost:${ids.length}`,
    () =>
      `update lottery_orders set status = 'lost', settled_at = cast(? as bigint) where id in (${marks(ids.length)})`,
  );
  await db.executeQuery(CompiledQuery.raw(text, [at, ...ids]));
};

/** Marks the orders won, each with its win. */
export const markOrdersWon = async (
  db: Db,
  wins: readonly { id: number; win: number }[],
  at: number,
) => {
  if (wins.length === 0) return;
  const text = textOf(db, `won:${wins.length}`, () => {
    const cases = wins.map(() => 'when ? then cast(? as bigint)').join(' ');
    return (
      `update lottery_orders set status = 'won', settled_at = cast(? as bigint), ` +
      `win_minor = case id ${cases} end where id in (${marks(wins.length)})`
    );
  });
  await db.executeQuery(
    CompiledQuery.raw(text, [at, ...wins.flatMap((w) => [w.id, w.win]), ...wins.map((w) => w.id)]),
  );
};
