import { OUTBOX_LIMIT } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findOutboxMessages, type OutboxRow } from '../mail/outbox.repository.js';
import type { Site } from '../system/site.js';
import { isDemoSite } from './demo.repository.js';

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
});

/**
 * The site's latest outbox messages, newest first. Sites that are not demo sites answer as if
 * the address did not exist, so they do not even show that an outbox is there.
 */
export const demoOutboxOf = async (
  db: Kysely<Database>,
  site: Site,
  recipient: string | undefined,
): Promise<OutboxMessage[]> => {
  if (!(await isDemoSite(db, site.id))) throw new AppError('request.url.empty');
  const rows = await findOutboxMessages(db, {
    merchantId: site.id,
    recipient,
    limit: OUTBOX_LIMIT,
  });
  return rows.map(toMessage);
};
