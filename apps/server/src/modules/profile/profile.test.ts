import {
  accountEndpoints as endpoints,
  errorEnvelope,
  headIconAnswer,
  okEnvelope,
  payeeNameAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID } from '../../../test/accounts.js';
import { sessionFor } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO01_PROFILE } from '../../seed/demo-profile.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const tokenOf = async (username: string) => (await sessionFor(t.app, username)).token;
const memberRow = (username: string) =>
  t.db
    .selectFrom('members')
    .select(['head_icon', 'nickname', 'payee_name'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: token ? authHeaders(token) : {} });
const postJson = (path: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: payload as Record<string, unknown>,
    headers: token ? authHeaders(token) : {},
  });
const postIcon = (icon: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: endpoints.setHeadIcon.path,
    payload: `icon=${encodeURIComponent(icon)}`,
    headers: {
      ...(token ? authHeaders(token) : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
  });

describe('head icon', () => {
  it('answers 0 before a choice, stores the chosen icon, and only for the session member', async () => {
    const [a, b] = [await tokenOf('demo02'), await tokenOf('agent01')];
    const before = okEnvelope(headIconAnswer).parse((await get(endpoints.headIcon.path, a)).json());
    expect(before.value.icon).toBe(0);
    const set = await postIcon('7', a);
    expect(set.statusCode).toBe(200);
    expect(okEnvelope(headIconAnswer).parse(set.json()).value.icon).toBe(7);
    expect((await memberRow('demo02')).head_icon).toBe(7);
    expect((await memberRow('agent01')).head_icon).toBe(0);
    const other = okEnvelope(headIconAnswer).parse((await get(endpoints.headIcon.path, b)).json());
    expect(other.value.icon).toBe(0);
  });

  it.each(['0', '13', 'x', '1.5', ''])('refuses icon %j and changes nothing', async (icon) => {
    const token = await tokenOf('demo02');
    const res = await postIcon(icon, token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('request_param_err');
    expect((await memberRow('demo02')).head_icon).toBe(0);
  });
});

describe('nickname', () => {
  it('stores a nickname the site rule accepts, trimmed, in Burmese too', async () => {
    const token = await tokenOf('demo02');
    const res = await postJson(endpoints.setNickname.path, { nickname: '  မောင်ကံကောင်း ' }, token);
    expect(res.statusCode).toBe(200);
    expect((await memberRow('demo02')).nickname).toBe('မောင်ကံကောင်း');
  });

  it.each([
    ['blank', '   '],
    ['too long', 'n'.repeat(33)],
    ['markup', '<b>x</b>'],
  ])('refuses a %s nickname and keeps the old one', async (_label, nickname) => {
    const token = await tokenOf('demo01');
    const before = (await memberRow('demo01')).nickname;
    const res = await postJson(endpoints.setNickname.path, { nickname }, token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('profile.nickname.invalid');
    expect((await memberRow('demo01')).nickname).toBe(before);
  });
});

describe('payee name', () => {
  it('is set once: a second value, also from two calls at once, is refused', async () => {
    const token = await tokenOf('demo02');
    const empty = okEnvelope(payeeNameAnswer).parse(
      (await get(endpoints.payeeName.path, token)).json(),
    );
    expect(empty.value.payeeName).toBeNull();
    const [first, second] = await Promise.all([
      postJson(endpoints.setPayeeName.path, { payeeName: 'Aung Aung' }, token),
      postJson(endpoints.setPayeeName.path, { payeeName: 'Kyaw Kyaw' }, token),
    ]);
    const codes = [first, second].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = [first, second].find((r) => r.statusCode === 409);
    expect(refused && errorOf(refused).errorCode).toBe('profile.payee.already.set');
    const stored = (await memberRow('demo02')).payee_name;
    expect(['Aung Aung', 'Kyaw Kyaw']).toContain(stored);
    const later = await postJson(endpoints.setPayeeName.path, { payeeName: 'Other Name' }, token);
    expect(errorOf(later).errorCode).toBe('profile.payee.already.set');
    expect((await memberRow('demo02')).payee_name).toBe(stored);
  });

  it('refuses a payee name the site rule does not accept, and stores nothing', async () => {
    const token = await tokenOf('demo02');
    for (const payeeName of ['A', '', '12345']) {
      const res = await postJson(endpoints.setPayeeName.path, { payeeName }, token);
      expect(errorOf(res).errorCode).toBe('profile.payee.invalid');
    }
    const wrongShape = await postJson(endpoints.setPayeeName.path, { payee: 'Aung Aung' }, token);
    expect(errorOf(wrongShape).errorCode).toBe('request_param_err');
    expect((await memberRow('demo02')).payee_name).toBeNull();
  });
});

describe('access', () => {
  it('answers 401 without a session on every profile endpoint', async () => {
    for (const res of [
      await get(endpoints.headIcon.path),
      await postIcon('3'),
      await postJson(endpoints.setNickname.path, { nickname: 'Nobody' }),
      await get(endpoints.payeeName.path),
      await postJson(endpoints.setPayeeName.path, { payeeName: 'Nobody Here' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).errorCode).toBe('user.or.token.invalid');
    }
  });

  it('refuses a free-trial account with trial.not.allowed', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: endpoints.freePlay.path,
      payload: { loginDeviceId: DEVICE_ID },
    });
    const token = trial.json().value.token as string;
    const res = await postJson(endpoints.setNickname.path, { nickname: 'Trial' }, token);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('trial.not.allowed');
  });
});

describe('demo seed', () => {
  it('gives demo01 its head icon and payee name through the profile services, once', async () => {
    const seeded = await createTestApp({ seedHistory: true });
    try {
      const token = (await sessionFor(seeded.app, 'demo01')).token;
      const icon = await seeded.app.inject({
        method: 'GET',
        url: endpoints.headIcon.path,
        headers: authHeaders(token),
      });
      expect(okEnvelope(headIconAnswer).parse(icon.json()).value.icon).toBe(
        DEMO01_PROFILE.headIcon,
      );
      const payee = await seeded.app.inject({
        method: 'GET',
        url: endpoints.payeeName.path,
        headers: authHeaders(token),
      });
      expect(okEnvelope(payeeNameAnswer).parse(payee.json()).value.payeeName).toBe(
        DEMO01_PROFILE.payeeName,
      );
    } finally {
      await seeded.close();
    }
  });
});
