import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LaunchTicketsTable } from './play.tables.js';

/** Launch tickets. */

type Db = Kysely<Database>;

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
