import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LotteryGameLinksTable, LotteryGameRow, NewLotteryGame } from './games.tables.js';

type Db = Kysely<Database>;

/** Adds a game unless the site has one of that code; its id either way. */
export const ensureGameRow = async (db: Db, row: NewLotteryGame): Promise<number> => {
  await db
    .insertInto('lottery_games')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
  const found = await db
    .selectFrom('lottery_games')
    .select('id')
    .where('merchant_id', '=', row.merchant_id)
    .where('code', '=', row.code)
    .executeTakeFirstOrThrow();
  return found.id;
};

/** Links a catalogue game to an engine game (kept when the link is there). */
export const ensureLinkRow = (db: Db, row: LotteryGameLinksTable) =>
  db
    .insertInto('lottery_game_links')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor', 'catalogue_code']).doNothing())
    .execute();

/** A site's games, switched on, in their order. */
export const findSiteGameRows = (db: Db, merchantId: number) =>
  db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** A game by id (switched off or not: its draws still end). */
export const findGameRowById = (db: Db, id: number) =>
  db.selectFrom('lottery_games').selectAll().where('id', '=', id).executeTakeFirst();

/** Every switched-on game of every site: the job's list. */
export const findScheduledGameRows = (db: Db) =>
  db.selectFrom('lottery_games').selectAll().where('enabled', '=', 1).orderBy('id').execute();

/** The catalogue links of a site's games. */
export const findLinkRows = (db: Db, merchantId: number) =>
  db
    .selectFrom('lottery_game_links')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('vendor')
    .orderBy('catalogue_code')
    .execute();

/** Each game's stake (orders not cancelled or refunded) placed since `since`, on one site. */
export const findStakeByGame = async (
  db: Db,
  merchantId: number,
  since: number,
): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('lottery_orders')
    .select((eb) => ['game_id', eb.fn.sum<number>('amount_minor').as('stake')])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', since)
    .where('status', 'not in', ['cancelled', 'refunded'])
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, Number(r.stake)]));
};

/** Every game of a site, switched on or off, in their order (the back office's list). */
export const findAllSiteGameRows = (db: Db, merchantId: number) =>
  db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** A game of a site by id, switched on or off. */
export const findSiteGameRowById = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const updateGameRow = (
  db: Db,
  id: number,
  set: Partial<
    Pick<
      LotteryGameRow,
      'enabled' | 'schedule' | 'limits' | 'min_group' | 'max_group' | 'bet_types' | 'schedule_at'
    >
  >,
) => db.updateTable('lottery_games').set(set).where('id', '=', id).execute();
