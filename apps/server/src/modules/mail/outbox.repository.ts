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
  /** Exact recipients: E.164 numbers and lower-case e-mail addresses. */
  recipients: readonly string[];
  /** Only messages created at or after this time (epoch ms). */
  since: number;
  limit: number;
}

/** A site's messages to the recipients since a time, newest first. */
export const findOutboxMessages = async (
  db: Kysely<Database>,
  { merchantId, recipients, since, limit }: OutboxFilter,
): Promise<OutboxRow[]> => {
  if (recipients.length === 0) return [];
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('recipient', 'in', recipients)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
};
