import type { Insertable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LaunchTicketsTable } from './play.tables.js';

/** Games as play sees them, and launch tickets. */

type Db = Kysely<Database>;

/** A game with every switch that decides whether it may be played on a site now. */
export const findPlayGameRow = (db: Db, gameId: number, siteId: number, language: string) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .innerJoin('categories as c', 'c.code', 'g.category')
    .leftJoin('merchant_vendors as mv', (j) =>
      j.onRef('mv.vendor_id', '=', 'v.id').on('mv.merchant_id', '=', siteId),
    )
    .leftJoin('game_translations as tl', (j) =>
      j.onRef('tl.game_id', '=', 'g.id').on('tl.language', '=', language),
    )
    .leftJoin('game_translations as te', (j) =>
      j.onRef('te.game_id', '=', 'g.id').on('te.language', '=', 'EN'),
    )
    .select(['g.id', 'g.code', 'g.category', 'g.min_bet', 'g.enabled', 'g.support_play'])
    .select(['v.code as vendor', 'v.rtp_bp', 'v.enabled as vendor_enabled'])
    .select(['c.enabled as category_enabled', 'mv.enabled as site_vendor_enabled'])
    .select(sql<string>`coalesce(tl.name, te.name, g.code)`.as('name'))
    .where('g.id', '=', gameId)
    .executeTakeFirst();

export type PlayGameRow = NonNullable<Awaited<ReturnType<typeof findPlayGameRow>>>;

export const insertTicket = (db: Db, row: Insertable<LaunchTicketsTable>) =>
  db.insertInto('launch_tickets').values(row).execute();

export const findTicketByHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('launch_tickets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Expired tickets are useless; launches sweep a few at a time so the table stays small. */
export const deleteExpiredTickets = async (db: Db, now: number, limit: number) => {
  const ids = db
    .selectFrom('launch_tickets')
    .select('id')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit);
  await db.deleteFrom('launch_tickets').where('id', 'in', ids).execute();
};
