/** Outgoing messages: the mailer, and the outbox that keeps what was "sent" until real gateways exist. */
export { type Mailer, OutboxMailer } from './mailer.js';
export type { OutboxRow } from './outbox.repository.js';
export { findOutboxMessages, insertOutboxMessage } from './outbox.service.js';
