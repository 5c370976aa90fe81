import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './affiliate-links.tables.js';

type Db = Kysely<Database>;

/** An agent's links, newest first. */
export const linksOf = (db: Db, memberId: number) =>
  db
    .selectFrom('affiliate_links')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();

export const insertLink = (
  db: Db,
  row: {
    merchant_id: number;
    member_id: number;
    code: string;
    member_type: number;
    prize_group: number;
    created_at: number;
  },
) => db.insertInto('affiliate_links').values(row).returningAll().executeTakeFirstOrThrow();

/** Deletes the member's own link; answers how many went (0: none of theirs). */
export const deleteLink = async (db: Db, id: number, memberId: number) =>
  Number(
    (
      await db
        .deleteFrom('affiliate_links')
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .executeTakeFirst()
    ).numDeletedRows,
  );

export const linkByCode = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('affiliate_links')
    .select(['member_id', 'member_type', 'prize_group'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
