import { API, memberDetail, responsibleAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, loginAs, postLogin } from '../../../test/accounts.js';
import { addMember, manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from './backoffice.test-support.js';
import { failure, ok, REASON } from './members-admin.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let support: Operator;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
  support = await signIn(t.app, clock, 'demo_support');
});
afterEach(() => t.close());

const profileOf = async (id: number) =>
  memberDetail.parse(ok(await asOperator(t.app, support, 'GET', `/admin/api/members/${id}`)))
    .member;
const auditOf = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const idOf = async (username: string) =>
  (
    await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

describe('lock and unlock', () => {
  it('ends the member’s sessions at once and refuses sign-in until unlocked, audited', async () => {
    const m = await addMember(t.app);
    const { token } = await loginAs(t.app, m.username, 'start123');
    const info = () => t.app.inject({ url: API.member.info, headers: authHeaders(token) });
    expect((await info()).statusCode).toBe(200);

    const bad = await asOperator(t.app, support, 'POST', `/admin/api/members/${m.id}/lock`, {
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await profileOf(m.id)).status).toBe('active');
    expect((await info()).statusCode).toBe(200);

    const locked = ok(
      await asOperator(t.app, support, 'POST', `/admin/api/members/${m.id}/lock`, REASON),
    );
    expect(locked).toMatchObject({ status: 'disabled', lockReason: REASON.reason });
    expect(failure(await info()).status).toBe(401);
    const refused = await postLogin(t.app, m.username, 'start123');
    expect(refused.json().success).toBe(false);
    expect(await profileOf(m.id)).toMatchObject({ status: 'disabled', lockReason: REASON.reason });
    const again = await asOperator(
      t.app,
      support,
      'POST',
      `/admin/api/members/${m.id}/lock`,
      REASON,
    );
    expect(failure(again)).toEqual({ status: 409, code: 'admin.member.locked' });
    const [audit] = await auditOf('member.lock');
    expect(audit).toMatchObject({ operator_username: 'demo_support', target_id: String(m.id) });

    ok(await asOperator(t.app, support, 'POST', `/admin/api/members/${m.id}/unlock`, REASON));
    expect(await profileOf(m.id)).toMatchObject({ status: 'active', lockReason: null });
    await loginAs(t.app, m.username, 'start123');
    expect(await auditOf('member.unlock')).toHaveLength(1);
  });
});

describe('change of type', () => {
  const change = (id: number, type: unknown) =>
    asOperator(t.app, support, 'POST', `/admin/api/members/${id}/type`, { type, ...REASON });

  it('makes a player an agent and back, audited; refuses what makes no sense', async () => {
    const m = await addMember(t.app);
    expect((await change(m.id, 'agent')).statusCode).toBe(400);
    expect(failure(await change(m.id, 4))).toEqual({
      status: 400,
      code: 'admin.member.type.invalid',
    });
    expect(failure(await change(m.id, 0))).toEqual({ status: 409, code: 'admin.member.type.same' });
    expect((await profileOf(m.id)).type).toBe(0);
    expect(ok(await change(m.id, 1))).toEqual({ id: m.id, type: 1 });
    expect(ok(await change(m.id, 40))).toEqual({ id: m.id, type: 40 });
    expect((await profileOf(m.id)).type).toBe(40);
    expect((await auditOf('member.type')).map((a) => a.after_json)).toHaveLength(2);
  });

  it('keeps an agent with a team an agent kind, and a free trial a free trial', async () => {
    const agent01 = await idOf('agent01'); // demo02's upline
    expect(failure(await change(agent01, 0))).toEqual({
      status: 409,
      code: 'admin.member.type.team',
    });
    expect((await profileOf(agent01)).type).toBe(1);
    ok(await change(agent01, 2));
    const trial = await addMember(t.app, { type: 4 });
    expect(failure(await change(trial.id, 0))).toEqual({
      status: 409,
      code: 'admin.member.type.trial',
    });
  });
});

describe('responsible play', () => {
  it('sets and lowers a limit at once, refuses a looser one; the member sees it', async () => {
    const player = await memberWithSession(t.db);
    const url = `/admin/api/members/${player.id}/limits`;
    const put = (amount: string) =>
      asOperator(t.app, support, 'PUT', url, { kind: 'deposit', period: 'day', amount, ...REASON });
    const dayDeposit = (answer: unknown) =>
      responsibleAnswer.parse(answer).limits.find((l) => l.kind === 'deposit' && l.period === 'day')
        ?.amount;

    expect(dayDeposit(ok(await put('100.00')))).toBe('100.00');
    expect(failure(await put('150.00'))).toEqual({ status: 409, code: 'admin.limit.looser' });
    expect((await put('0.00')).statusCode).toBe(400);
    expect((await put('-5')).statusCode).toBe(400);
    expect(dayDeposit(ok(await asOperator(t.app, support, 'GET', url)))).toBe('100.00');
    expect(dayDeposit(ok(await put('50.00')))).toBe('50.00');
    const seen = await t.app.inject({ url: API.limits.settings, headers: player.headers });
    expect(dayDeposit(ok(seen))).toBe('50.00');
    const audits = await auditOf('member.limit');
    expect(audits.map((a) => JSON.parse(a.before_json ?? 'null').amountMinor)).toEqual([
      null,
      10_000,
    ]);
  });

  it('judges against the limit in force: the member’s own increase once its wait is over', async () => {
    const player = await memberWithSession(t.db);
    const own = (amount: string) =>
      t.app.inject({
        method: 'PUT',
        url: API.limits.setLimit,
        headers: player.headers,
        payload: { kind: 'loss', period: 'week', amount },
      });
    expect((await own('100.00')).statusCode).toBe(200);
    expect((await own('300.00')).statusCode).toBe(200); // waits 24 hours
    const put = (amount: string) =>
      asOperator(t.app, support, 'PUT', `/admin/api/members/${player.id}/limits`, {
        kind: 'loss',
        period: 'week',
        amount,
        ...REASON,
      });
    expect(failure(await put('200.00'))).toEqual({ status: 409, code: 'admin.limit.looser' });
    clock.advance(25 * 60 * 60_000);
    support = await signIn(t.app, clock, 'demo_support'); // the old session idled out
    const lowered = responsibleAnswer.parse(ok(await put('200.00')));
    const week = lowered.limits.find((l) => l.kind === 'loss' && l.period === 'week');
    expect([week?.amount, week?.pending]).toEqual(['200.00', null]);
  });

  it('restricts the member at once, ending their sessions; never shortens a restriction', async () => {
    const player = await memberWithSession(t.db);
    const url = `/admin/api/members/${player.id}/restriction`;
    const restrict = (body: object) =>
      asOperator(t.app, support, 'POST', url, { ...body, ...REASON });
    expect((await restrict({ kind: 'timeout', days: 2 })).statusCode).toBe(400);
    const answer = responsibleAnswer.parse(ok(await restrict({ kind: 'exclusion', months: 6 })));
    expect(answer.restriction?.kind).toBe('exclusion');
    const info = await t.app.inject({ url: API.member.info, headers: player.headers });
    expect(info.statusCode).toBe(401);
    expect(failure(await restrict({ kind: 'timeout', days: 1 }))).toEqual({
      status: 409,
      code: 'admin.restriction.shorter',
    });
    expect(await auditOf('member.restrict')).toHaveLength(1);
  });
});
