import { ADMIN_CSRF_HEADER, type HttpMethod } from '@lotto/contract';
import { expect } from 'vitest';
import { addMember, sessionFor } from '../../../test/members.js';
import type { TestApp } from '../../../test/test-app.js';
import {
  asOperator,
  type Operator,
  signIn,
  type TestClock,
} from '../backoffice/backoffice.test-support.js';

/** Test helpers of the back office's content (announcements, banners, messages). */

export interface AdminCall {
  method: HttpMethod;
  url: string;
  payload?: unknown;
}

/**
 * A content.manage endpoint refuses a caller without a session and one with a player's token
 * (401), an operator whose role lacks content.manage (403), and a write without or with a
 * wrong CSRF token (403).
 */
export const expectContentGuard = async (t: TestApp, clock: TestClock, call: AdminCall) => {
  const body = call.payload === undefined ? {} : { payload: call.payload as object };
  const anonymous = await t.app.inject({ method: call.method, url: call.url, ...body });
  expect(anonymous.statusCode, anonymous.body).toBe(401);
  const member = await addMember(t.app);
  const { token } = await sessionFor(t.app, member.username);
  const player = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: { authorization: token, merchant: 'demo' },
    ...body,
  });
  expect(player.statusCode, player.body).toBe(401);
  const finance = await signIn(t.app, clock, 'demo_finance');
  const lacking = await asOperator(t.app, finance, call.method, call.url, call.payload);
  expect(lacking.statusCode, lacking.body).toBe(403);
  if (call.method === 'GET') return;
  const content = await signIn(t.app, clock, 'demo_content');
  const noCsrf = await asOperator(t.app, content, call.method, call.url, call.payload, {
    csrf: false,
  });
  expect(noCsrf.statusCode, noCsrf.body).toBe(403);
  const wrong = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: { cookie: content.cookie, [ADMIN_CSRF_HEADER]: 'not-the-token' },
    ...body,
  });
  expect(wrong.statusCode, wrong.body).toBe(403);
};

/** The demo content operator, signed in. */
export const contentOperator = (t: TestApp, clock: TestClock): Promise<Operator> =>
  signIn(t.app, clock, 'demo_content');

/** The audit rows of an action, oldest first, their before and after read back. */
export const auditOf = async (t: TestApp, action: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select(['operator_username', 'target_id', 'before_json', 'after_json'])
      .where('action', '=', action)
      .orderBy('id')
      .execute()
  ).map((r) => ({
    operator: r.operator_username,
    targetId: r.target_id,
    before: r.before_json === null ? null : JSON.parse(r.before_json),
    after: r.after_json === null ? null : JSON.parse(r.after_json),
  }));
