import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertOutboxMessage } from '../mail/index.js';

/** Sends text messages. The app decorates one as `app.smsGateway`; tests and real gateways replace it. */
export interface SmsGateway {
  /** `to` is E.164 (+95912345678); `merchantId` names the site the message is sent for. */
  send(to: string, text: string, context: { merchantId: number }): Promise<void>;
}

/** The default gateway: keeps every message in the outbox table instead of delivering it. */
export class OutboxSmsGateway implements SmsGateway {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async send(to: string, text: string, { merchantId }: { merchantId: number }): Promise<void> {
    await insertOutboxMessage(this.db, {
      merchant_id: merchantId,
      channel: 'sms',
      recipient: to,
      subject: null,
      body: text,
      created_at: this.now(),
    });
  }
}
