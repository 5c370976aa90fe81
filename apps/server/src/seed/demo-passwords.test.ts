import { API, errorEnvelope } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '../../test/accounts.js';
import { manualClock, sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signIn as signInOperator } from '../modules/backoffice/backoffice.test-support.js';
import { AGENT01_PAYMENT_PASSWORD } from './demo-agent-transfers.js';
import { DEMO_OPERATORS } from './demo-operators.js';

/**
 * The seed hashes the demo's published passwords at the floor cost (SeedOptions), and each is
 * hashed again at the configured cost the first time its owner proves it.
 */

const clock = manualClock(Date.now());
let t: TestApp;
beforeAll(async () => {
  // Configured two steps above the floor, as a real start is seven above it.
  t = await createTestApp({
    seedAgentTeam: true,
    config: { now: clock.now, passwordHashLog2: 12 },
  });
}, 400_000);
afterAll(() => t.close());

const costOf = (stored: string | null | undefined) => Math.log2(Number(stored?.split('$')[1]));
const member = (username: string) =>
  t.db
    .selectFrom('members')
    .select(['id', 'password_hash', 'payment_password_hash'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
const operatorHash = async (username: string) =>
  (
    await t.db
      .selectFrom('operators')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe("the demo's published passwords", () => {
  it('are seeded at the floor cost, the login and payment passwords and the operators', async () => {
    const members = await t.db
      .selectFrom('members')
      .select(['username', 'password_hash', 'payment_password_hash'])
      .where('password_hash', '!=', '!')
      .execute();
    expect(members.map((m) => m.username)).toEqual(
      expect.arrayContaining(['demo01', 'agent01', 'agent03', 'player32', 'friend01']),
    );
    for (const m of members) expect(costOf(m.password_hash), m.username).toBe(10);
    expect(costOf((await member('demo01')).payment_password_hash)).toBe(10);
    expect(costOf((await member('agent01')).payment_password_hash)).toBe(10);
    for (const o of DEMO_OPERATORS) expect(costOf(await operatorHash(o.username))).toBe(10);
  });

  it('sign demo01, agent01 (agent area) and the team in, each hash then at the configured cost', async () => {
    const logins = [
      ['demo01', 'Demo1234', {}],
      ['agent01', 'Agent1234', { area: 'agent' }],
      ['agent03', 'Agent1234', { area: 'agent' }],
      ['player31', 'Player1234', {}],
    ] as const;
    for (const [username, password, extra] of logins) {
      const res = await postLogin(t.app, username, password, extra);
      expect(res.json(), username).toMatchObject({ success: true });
      expect(costOf((await member(username)).password_hash), username).toBe(12);
    }
    const wrong = await postLogin(t.app, 'player32', 'Player12345');
    expect(errorEnvelope.parse(wrong.json()).errorCode).toBe('login.failed');
    expect(costOf((await member('player32')).password_hash)).toBe(10);
  });

  it("take agent01's payment password for a transfer, which then is at the configured cost", async () => {
    const { token } = await sessionFor(t.app, 'agent01');
    const res = await t.app.inject({
      method: 'POST',
      url: API.agent.transferDownline,
      headers: { authorization: token, merchant: 'demo' },
      payload: {
        memberId: (await member('player11')).id,
        amount: '1.00',
        paymentPassword: AGENT01_PAYMENT_PASSWORD,
        requestId: 'demo-passwords-transfer',
      },
    });
    expect(res.json(), res.body).toMatchObject({ success: true });
    expect(costOf((await member('agent01')).payment_password_hash)).toBe(12);
  });

  it('sign an operator in, whose hash then is at the configured cost', async () => {
    await signInOperator(t.app, clock, 'demo_owner');
    expect(costOf(await operatorHash('demo_owner'))).toBe(12);
    expect(costOf(await operatorHash('demo_support'))).toBe(10);
  });
});
