import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LotteryGameLinksTable, NewLotteryGame } from './games.tables.js';

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

/** One switched-on game of a site by its code. */
export const findSiteGameRow = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', 1)
    .executeTakeFirst();

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
