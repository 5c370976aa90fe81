import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from './backoffice.test-support.js';
import { type Call, failure, REASON } from './members-admin.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const READS: Call[] = [
  ['GET', '/admin/api/members?q=demo&by=name'],
  ['GET', '/admin/api/members/1/sessions'],
  ['GET', '/admin/api/members/1/devices'],
  ['GET', '/admin/api/members/1/bets'],
  ['GET', '/admin/api/members/1/limits'],
];
const MANAGE: Call[] = [
  ['POST', '/admin/api/members/1/lock', REASON],
  ['POST', '/admin/api/members/1/unlock', REASON],
  ['POST', '/admin/api/members/1/type', { type: 1, ...REASON }],
  [
    'PUT',
    '/admin/api/members/1/limits',
    { kind: 'deposit', period: 'day', amount: '10.00', ...REASON },
  ],
  ['POST', '/admin/api/members/1/restriction', { kind: 'timeout', days: 1, ...REASON }],
];
const FEEDBACK: Call[] = [
  ['GET', '/admin/api/feedback'],
  ['GET', '/admin/api/feedback/1'],
  ['GET', '/admin/api/feedback/1/images/1'],
  ['POST', '/admin/api/feedback/1/replies', { content: 'Thank you' }],
];
const ALL = [...READS, ...MANAGE, ...FEEDBACK];

describe('members and feedback endpoints', () => {
  it('answer 401 without an operator session, a player token included', async () => {
    const player = await memberWithSession(t.db);
    for (const [method, url, body] of ALL) {
      const payload = body ? { payload: body as object } : {};
      const none = await t.app.inject({ method, url, ...payload });
      expect(failure(none), `${method} ${url}`).toEqual({
        status: 401,
        code: 'admin.session.required',
      });
      const asPlayer = await t.app.inject({ method, url, headers: player.headers, ...payload });
      expect(asPlayer.statusCode, `player ${method} ${url}`).toBe(401);
    }
  });

  it('refuse a role without the permission (403)', async () => {
    const content = await signIn(t.app, clock, 'demo_content');
    const finance = await signIn(t.app, clock, 'demo_finance');
    const cases = [
      ...ALL.map((call) => [content, call] as const),
      ...[...MANAGE, ...FEEDBACK].map((call) => [finance, call] as const),
    ];
    for (const [who, [method, url, body]] of cases) {
      const res = await asOperator(t.app, who, method, url, body);
      expect(failure(res), `${who.username} ${method} ${url}`).toEqual({
        status: 403,
        code: 'admin.forbidden',
      });
    }
  });

  it('refuse a write without the CSRF token or with a wrong one (403)', async () => {
    const support = await signIn(t.app, clock, 'demo_support');
    const writes = ALL.filter(([method]) => method !== 'GET');
    for (const [method, url, body] of writes) {
      const without = await asOperator(t.app, support, method, url, body, { csrf: false });
      expect(failure(without), `${method} ${url}`).toEqual({
        status: 403,
        code: 'admin.csrf.invalid',
      });
      const wrong = await asOperator(
        t.app,
        { ...support, csrf: 'not-the-token' },
        method,
        url,
        body,
      );
      expect(failure(wrong), `${method} ${url}`).toEqual({
        status: 403,
        code: 'admin.csrf.invalid',
      });
    }
  });
});
