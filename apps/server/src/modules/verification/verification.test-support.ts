import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_MERCHANT } from '../../db/seed/demo-site.js';
import type { MemberRow } from '../member/account-tables.js';
import { createMember, type NewMemberFields } from '../member/member.service.js';
import type { Site } from '../system/site.js';

/** Test helpers for SMS codes, reset links and the outbox. */

/** A clock a test moves by hand; pass `now: clock.now` in the test app's config. */
export const manualClock = (start = Date.UTC(2026, 5, 1, 12)) => {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
};

export const MINUTE = 60_000;

export const siteByCode = (app: FastifyInstance, code = DEMO_MERCHANT.code): Promise<Site> =>
  app.sites.resolve(code, undefined);

let counter = 0;
/** A member of the demo site (or `code`) made directly, without the registration flow. */
export const addMember = async (
  app: FastifyInstance,
  fields: Partial<NewMemberFields> = {},
  code = DEMO_MERCHANT.code,
): Promise<MemberRow> =>
  createMember(app.database.db, await siteByCode(app, code), {
    username: `player${++counter}${Date.now() % 1000}`,
    password: 'start123',
    ...fields,
  });

export interface PostOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export const postJson = (
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: PostOptions = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.headers ?? {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

/** Messages the outbox holds for a recipient, oldest first. */
export const outboxTo = (app: FastifyInstance, recipient: string) =>
  app.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();

/** The code of the last SMS sent to a number (E.164), read from the outbox. */
export const lastCodeTo = async (app: FastifyInstance, e164: string): Promise<string> => {
  const messages = await outboxTo(app, e164);
  const code = messages.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${e164}`);
  return code;
};
