import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';

export type OutboxChannel = 'sms' | 'mail';

/** Migration 0003: every message the default SMS gateway and mailer "sent". */
export interface OutboxTable {
  id: Generated<number>;
  merchant_id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: number;
}
export type OutboxRow = Selectable<OutboxTable>;

declare module '../../db/schema.js' {
  interface Database {
    outbox: OutboxTable;
  }
}

export const insertOutboxMessage = (db: Kysely<Database>, row: Insertable<OutboxTable>) =>
  db.insertInto('outbox').values(row).execute();

export interface OutboxFilter {
  merchantId: number;
  /** An e-mail address (exact, any case) or digits a phone number ends with. */
  recipient?: string | undefined;
  limit: number;
}

/** A site's messages, newest first. */
export const findOutboxMessages = (
  db: Kysely<Database>,
  { merchantId, recipient, limit }: OutboxFilter,
): Promise<OutboxRow[]> => {
  let query = db.selectFrom('outbox').selectAll().where('merchant_id', '=', merchantId);
  if (recipient?.includes('@')) {
    query = query.where('recipient', '=', recipient.toLowerCase());
  } else if (recipient) {
    // Digits only (the caller checked), so the LIKE pattern holds no wildcard of the user's.
    query = query.where('channel', '=', 'sms').where('recipient', 'like', `%${recipient}`);
  }
  return query.orderBy('id', 'desc').limit(limit).execute();
};
