import { CompiledQuery, type Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import type { Database } from '../../db/schema.js';
import './games.tables.js';
import './orders.tables.js';

/**
 * Settlement's statements. Its grouped order updates are plain SQL text, written once per dialect and size: a
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

/** The columns settlement reads of a pending order. */
export interface PendingOrder {
  id: number;
  merchant_id: number;
  member_id: number;
  order_no: string;
  bet_type: string;
  selection: string;
  unit_minor: number;
  multiple: number;
  prize_group: number;
  amount_minor: number;
  rebate_minor: number;
  chase_id: number | null;
  created_at: number;
}

/** The draw's pending orders, member by member (each member's in id order). */
export const findPendingOrders = ({ db }: Ctx, drawId: number): Promise<PendingOrder[]> =>
  db
    .selectFrom('lottery_orders')
    .select([
      'id',
      'merchant_id',
      'member_id',
      'order_no',
      'bet_type',
      'selection',
      'unit_minor',
      'multiple',
      'prize_group',
      'amount_minor',
      'rebate_minor',
      'chase_id',
      'created_at',
    ])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'pending')
    .orderBy('member_id')
    .orderBy('id')
    .execute();

export const countPendingOrders = async ({ db }: Ctx, drawId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('lottery_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('draw_id', '=', drawId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).n,
  );

export const markOrdersRefunded = async ({ db, now }: Ctx, ids: readonly number[]) => {
  await db
    .updateTable('lottery_orders')
    .set({ status: 'refunded', settled_at: now() })
    .where('id', 'in', ids)
    .execute();
};

/** The engine game's first catalogue link (vendor and code), if it has one. */
export const findFirstCatalogueLink = ({ db }: Ctx, gameId: number) =>
  db
    .selectFrom('lottery_game_links')
    .select(['vendor', 'catalogue_code'])
    .where('game_id', '=', gameId)
    .orderBy('vendor')
    .orderBy('catalogue_code')
    .executeTakeFirst();
