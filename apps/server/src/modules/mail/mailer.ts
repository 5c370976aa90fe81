import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertOutboxMessage } from './outbox.repository.js';

export interface Mail {
  /** The site the mail is sent for (a real mailer may pick its sender by it). */
  merchantId: number;
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. The app decorates one as `app.mailer`; tests and real providers replace it. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The default mailer: keeps every mail in the outbox table instead of delivering it. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async send({ merchantId, to, subject, text }: Mail): Promise<void> {
    await insertOutboxMessage(this.db, {
      merchant_id: merchantId,
      channel: 'mail',
      recipient: to.toLowerCase(),
      subject,
      body: text,
      created_at: this.now(),
    });
  }
}
