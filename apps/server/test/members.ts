import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  findMemberByUsername,
  type MemberRow,
  type NewMemberFields,
} from '../src/modules/member/index.js';
import { createSession } from '../src/modules/session/index.js';
import { signUp } from '../src/modules/signup/index.js';
import type { Site } from '../src/modules/system/index.js';
import { DEMO_MERCHANT } from '../src/seed/demo-site.js';
import { siteCtxOf } from './context.js';
import type { TestApp } from './test-app.js';

/** Test helpers: members made by the sign-up service, SMS codes and the outbox. */

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
const nextName = () => `player${++counter}${Date.now() % 1000}`;

/** A member of the demo site (or `code`) signed up directly, without the registration flow. */
export const addMember = async (
  app: FastifyInstance,
  fields: Partial<NewMemberFields> & { username?: string } = {},
  code = DEMO_MERCHANT.code,
): Promise<MemberRow> => {
  const { username = nextName(), ...member } = fields;
  const ctx = await siteCtxOf(app.database.db, code, app.config.now);
  return (await signUp(ctx, { member: { password: 'start123', ...member }, username })).member;
};

let sessions = 0;
/** A member of a site with a live session; answers the member id and the Authorization header. */
export const memberWithSession = async (
  db: TestApp['db'],
  siteCode = 'demo',
  name?: string,
  type = 0,
) => {
  const ctx = await siteCtxOf(db, siteCode);
  const { member, session } = await signUp(ctx, {
    member: { password: null, type },
    username: name ?? nextName(),
    session: { deviceId: `device-${++sessions}-test`, ip: '127.0.0.1' },
  });
  if (!session) throw new Error('sign-up without its session');
  return {
    id: member.id,
    siteId: ctx.site.id,
    headers: { authorization: session.token, merchant: siteCode },
  };
};

/** A fresh session of an existing member of the site, without the cost of a password check. */
export const sessionFor = async (
  app: FastifyInstance,
  username: string,
  deviceId = 'test-device-0001',
  code = DEMO_MERCHANT.code,
) => {
  const ctx = await siteCtxOf(app.database.db, code, app.config.now);
  const member = await findMemberByUsername(ctx, username);
  if (!member) throw new Error(`no member ${username}`);
  return createSession(ctx, { memberId: member.id, deviceId, ip: '127.0.0.1' });
};

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
