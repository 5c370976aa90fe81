import {
  API,
  type ResponsibleAnswer,
  realitySessionAnswer,
  responsibleAnswer,
  restriction,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { failureOf, getOk } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { AppError } from '../../errors.js';
import {
  firstGame,
  launch,
  type Member,
  memberWithSession,
  postLaunch,
  postRound,
  roundOk,
} from '../play/play.test-support.js';
import { createSession } from '../session/index.js';
import { deposit } from '../vip/vip.test-support.js';
import { assertMayDeposit, restrictionOf } from './index.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const settingsOf = (m: Member) => getOk(t.app, responsibleAnswer, API.limits.settings, m.headers);
const put = (m: Member, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: m.headers, payload });
const setLimit = async (m: Member, payload: object) => {
  const res = await put(m, API.limits.setLimit, payload);
  expect(res.statusCode, res.body).toBe(200);
  return responsibleAnswer.parse(res.json().value);
};
const limitOf = (a: ResponsibleAnswer, kind: string, period: string) =>
  a.limits.find((l) => l.kind === kind && l.period === period);
const restrict = (m: Member, payload: object) =>
  t.app.inject({ method: 'POST', url: API.limits.restrict, headers: m.headers, payload });
/** A new session of the member by the test clock (the sign-in a restricted member may still do). */
const signInAgain = async (m: Member, device = 'device-again'): Promise<Member> => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const { token } = await createSession(ctx, { memberId: m.id, deviceId: device, ip: '127.0.0.1' });
  return { ...m, headers: { ...m.headers, authorization: token } };
};
const ctxNow = () => siteCtxOf(t.db, 'demo', clock.now);
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};

describe('limits', () => {
  it('applies a decrease at once and an increase or removal only after 24 hours', async () => {
    const m = await memberWithSession(t.db);
    const fresh = await settingsOf(m);
    expect(fresh.limits).toHaveLength(6);
    expect(fresh).toMatchObject({ realityCheckMinutes: 0, restriction: null });
    expect(limitOf(fresh, 'loss', 'day')).toEqual({
      kind: 'loss',
      period: 'day',
      amount: null,
      used: '0.00',
      pending: null,
    });
    await setLimit(m, { kind: 'loss', period: 'day', amount: '100.00' });
    const lower = await setLimit(m, { kind: 'loss', period: 'day', amount: '50.00' });
    expect(limitOf(lower, 'loss', 'day')).toMatchObject({ amount: '50.00', pending: null });
    const higher = await setLimit(m, { kind: 'loss', period: 'day', amount: '80.00' });
    expect(limitOf(higher, 'loss', 'day')).toMatchObject({
      amount: '50.00',
      pending: { amount: '80.00', from: clock.now() + DAY },
    });
    clock.advance(DAY - 60_000);
    const later = await signInAgain(m);
    expect(limitOf(await settingsOf(later), 'loss', 'day')?.amount).toBe('50.00');
    clock.advance(60_000);
    expect(limitOf(await settingsOf(later), 'loss', 'day')).toMatchObject({
      amount: '80.00',
      pending: null,
    });
    const removal = await setLimit(later, { kind: 'loss', period: 'day', amount: null });
    expect(limitOf(removal, 'loss', 'day')).toMatchObject({
      amount: '80.00',
      pending: { amount: null },
    });
    clock.advance(DAY);
    const last = await signInAgain(m, 'device-last');
    expect(limitOf(await settingsOf(last), 'loss', 'day')?.amount).toBeNull();
  });

  it('refuses a stake that could pass the loss limit, and a deposit past the deposit limit', async () => {
    const m = await memberWithSession(t.db);
    const { ticket } = await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }));
    await setLimit(m, { kind: 'loss', period: 'week', amount: '5.00' });
    const refused = await postRound(t.app, ticket, { stake: '10.00', choice: { kind: 'slot' } });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'limit.loss.reached']);
    expect(refused.json().value).toMatchObject({ period: 'week', limit: '5.00' });
    await roundOk(t.app, ticket, { stake: '1.00', choice: { kind: 'slot' } });

    await setLimit(m, { kind: 'deposit', period: 'month', amount: '100.00' });
    expect(await codeOf(assertMayDeposit(await ctxNow(), m.id, 10_000))).toBe('ok');
    await deposit(t, m, 8_000, clock.now);
    expect(await codeOf(assertMayDeposit(await ctxNow(), m.id, 3_000))).toBe(
      'limit.deposit.reached',
    );
    expect(await codeOf(assertMayDeposit(await ctxNow(), m.id, 2_000))).toBe('ok');
  });

  it('refuses bad input, no session and free-trial accounts', async () => {
    const m = await memberWithSession(t.db);
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    for (const payload of [
      { kind: 'win', period: 'day', amount: '1.00' },
      { kind: 'loss', period: 'year', amount: '1.00' },
      { kind: 'loss', period: 'day', amount: '-1.00' },
      { kind: 'loss', period: 'day', amount: '0.00' },
      { kind: 'loss', period: 'day' },
    ]) {
      const res = await put(m, API.limits.setLimit, payload);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request_param_err']);
    }
    for (const payload of [{ minutes: 7 }, { minutes: '15' }, {}]) {
      const res = await put(m, API.limits.setRealityCheck, payload);
      expect(res.statusCode).toBe(400);
    }
    for (const payload of [
      { kind: 'timeout', days: 2 },
      { kind: 'timeout', days: 43 },
      { kind: 'exclusion', months: 5 },
      { kind: 'forever' },
    ]) {
      expect((await restrict(m, payload)).statusCode).toBe(400);
    }
    expect((await settingsOf(m)).restriction).toBeNull();
    for (const url of [API.limits.settings, API.limits.session]) {
      expect(await failureOf(t.app, { url })).toMatchObject({ status: 401 });
      expect(await failureOf(t.app, { url, headers: trial.headers })).toEqual({
        status: 403,
        code: 'trial.not.allowed',
      });
    }
    // Another member's settings are never touched: each call is the caller's own.
    const other = await memberWithSession(t.db);
    await setLimit(m, { kind: 'loss', period: 'day', amount: '10.00' });
    expect(limitOf(await settingsOf(other), 'loss', 'day')?.amount).toBeNull();
  });
});

describe('time-out and self-exclusion', () => {
  it('ends every session at once, refuses play and deposits, and cannot be shortened', async () => {
    const m = await memberWithSession(t.db);
    const phone = await signInAgain(m, 'device-phone');
    const res = await restrict(m, { kind: 'exclusion', months: 6 });
    expect(res.statusCode, res.body).toBe(200);
    const until = restriction.parse(res.json().value).until;
    expect(until).toBeGreaterThan(clock.now() + 180 * DAY);
    for (const who of [m, phone]) {
      expect(
        await failureOf(t.app, { url: API.limits.settings, headers: who.headers }),
      ).toMatchObject({ status: 401 });
    }
    // Signing in still works, to withdraw and read records; play and deposits are refused.
    const back = await signInAgain(m);
    expect((await settingsOf(back)).restriction).toEqual({ kind: 'exclusion', until });
    const game = await firstGame(t.db, { category: 'RNG' });
    const launched = await postLaunch(t.app, back, { nodeId: String(game.id) });
    expect([launched.statusCode, launched.json().errorCode]).toEqual([
      403,
      'member.restricted.exclusion',
    ]);
    expect(launched.json().value).toEqual({ until });
    expect(await codeOf(assertMayDeposit(await ctxNow(), m.id, 100))).toBe(
      'member.restricted.exclusion',
    );
    // Shorter is refused; longer is taken.
    const shorter = await restrict(back, { kind: 'timeout', days: 42 });
    expect([shorter.statusCode, shorter.json().errorCode]).toEqual([
      409,
      'restriction.cannot.shorten',
    ]);
    expect((await restrict(back, { kind: 'exclusion', months: 12 })).statusCode).toBe(200);
    expect((await restrictionOf(await ctxNow(), m.id))?.until).toBeGreaterThan(until);
  });

  it('lets play again once a time-out is over', async () => {
    const m = await memberWithSession(t.db);
    expect((await restrict(m, { kind: 'timeout', days: 1 })).statusCode).toBe(200);
    const game = await firstGame(t.db, { category: 'RNG' });
    const during = await signInAgain(m);
    const refused = await postLaunch(t.app, during, { nodeId: String(game.id) });
    expect(refused.json().errorCode).toBe('member.restricted.timeout');
    clock.advance(DAY + 1);
    const after = await signInAgain(m, 'device-after');
    expect((await postLaunch(t.app, after, { nodeId: String(game.id) })).statusCode).toBe(200);
  });
});

describe('reality check', () => {
  it('keeps the interval and answers the session start and its net', async () => {
    const m = await signInAgain(await memberWithSession(t.db));
    const set = await put(m, API.limits.setRealityCheck, { minutes: 30 });
    expect(set.statusCode, set.body).toBe(200);
    const { ticket } = await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }));
    const round = await roundOk(t.app, ticket, { stake: '2.00', choice: { kind: 'slot' } });
    const s = await getOk(t.app, realitySessionAnswer, API.limits.session, m.headers);
    expect(s.realityCheckMinutes).toBe(30);
    expect(s.startedAt).toBeLessThanOrEqual(s.now);
    const won = Math.round(Number(round.round.win ?? '0') * 100);
    expect(Math.round(Number(s.net) * 100)).toBe(won - 200);
  });
});
