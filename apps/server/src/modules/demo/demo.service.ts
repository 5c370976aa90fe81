import { OUTBOX_LIMIT } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findOutboxMessages, type OutboxRow } from '../mail/index.js';

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
  { db, site }: SiteCtx,
  recipient: string | undefined,
): Promise<OutboxMessage[]> => {
  if (!site.isDemo) throw new AppError('request.url.empty');
  const rows = await findOutboxMessages(db, {
    merchantId: site.id,
    recipient,
    limit: OUTBOX_LIMIT,
  });
  return rows.map(toMessage);
};
