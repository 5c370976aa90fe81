import { createHash, randomBytes } from 'node:crypto';
import {
  OUTBOX_LIMIT,
  OUTBOX_WINDOW_MS,
  type OutboxList,
  type OutboxMessage,
} from '@lotto/contract';
import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findOutboxMessages, type OutboxRow } from '../mail/index.js';
import { COUNTRIES, type Site } from '../system/index.js';
import { parseMobile } from '../verification/index.js';
import './demo.tables.js';
import { addressesOf, claimAddress } from './inbox.repository.js';

/**
 * Demo mode's outbox, read as inboxes. The outbox stands in for the visitor's phone and mailbox,
 * so an address belongs to the first browser that opens its inbox (a secret in an httpOnly
 * cookie): someone who asks for a reset code of another visitor's number cannot read it.
 */

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The browser's inbox secret from its cookie, or a new one to set (`fresh`). */
export const inboxSecretOf = (cookie: string | undefined): { secret: string; fresh: boolean } =>
  cookie && SECRET.test(cookie)
    ? { secret: cookie, fresh: false }
    : { secret: randomBytes(32).toString('base64url'), fresh: true };

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Dialing codes of the site's countries, longest first (so 855 is tried before 85). */
const dialingCodesOf = (site: Site) =>
  site.countries
    .map((code) => COUNTRIES.find((c) => c.countryCode === code)?.dialingCode)
    .filter((d): d is string => d !== undefined)
    .sort((a, b) => b.length - a.length);

/**
 * The address as the outbox names it: a lower-case e-mail address, or the E.164 number of a
 * number typed as the app takes it (national, or `+` and its dialing code); `mobile.invalid`.
 */
export const addressOf = (site: Site, typed: string): string => {
  if (typed.includes('@')) return typed.toLowerCase();
  const digits = typed.replace(/ /g, '');
  if (!digits.startsWith('+')) return parseMobile(site, digits, undefined).e164;
  const code = dialingCodesOf(site).find((d) => digits.startsWith(d, 1));
  if (!code) throw new AppError('mobile.invalid');
  return parseMobile(site, digits.slice(1 + code.length), code).e164;
};

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
});

/** Demo sites only; others answer as if the address did not exist. */
export const requireDemoSite = ({ site }: RequestCtx): void => {
  if (!site.isDemo) throw new AppError('request.url.empty');
};

/**
 * The inbox of the browser holding `secret`: opens `typed` in it first when it is nobody's yet,
 * then answers the messages of the last minutes to every address the browser holds.
 */
export const readInbox = async (
  ctx: RequestCtx,
  secret: string,
  typed: string | undefined,
): Promise<OutboxList> => {
  requireDemoSite(ctx);
  const owner = hashOf(secret);
  const merchantId = ctx.site.id;
  let taken = false;
  if (typed) {
    const recipient = addressOf(ctx.site, typed);
    const row = { merchant_id: merchantId, recipient, owner_hash: owner, created_at: ctx.now() };
    taken = (await claimAddress(ctx.db, row)) !== owner;
  }
  const addresses = await addressesOf(ctx.db, merchantId, owner);
  const rows = await findOutboxMessages(ctx.db, {
    merchantId,
    recipients: addresses,
    since: ctx.now() - OUTBOX_WINDOW_MS,
    limit: OUTBOX_LIMIT,
  });
  return { addresses, taken, messages: rows.map(toMessage) };
};
