import { API, errorEnvelope, loginAnswer, okEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID } from '../../test/accounts.js';
import { changeSite, createTestApp, type TestApp } from '../../test/test-app.js';
import { ok } from '../http.js';
import { createSession } from '../modules/session/session.service.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  const whoAmI = (request: { member: unknown }) => ok({ member: request.member });
  t.app.get('/wps/test/optional', { config: { moduleId: 'COMM3', access: 'optional' } }, whoAmI);
  t.app.get('/wps/test/real', { config: { moduleId: 'COMM3', access: 'realMember' } }, whoAmI);
  t.app.get('/wps/test/open', { config: { moduleId: 'COMM3' } }, whoAmI);
});
afterEach(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? authHeaders(token) : {} });

const demoSession = async () => {
  const member = await t.db
    .selectFrom('members')
    .select(['id', 'merchant_id'])
    .where('username', '=', 'demo01')
    .executeTakeFirstOrThrow();
  return createSession(t.db, {
    memberId: member.id,
    merchantId: member.merchant_id,
    deviceId: DEVICE_ID,
    ip: '127.0.0.1',
  });
};

const trialSession = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: API.session.freePlay,
    payload: { loginDeviceId: DEVICE_ID },
  });
  return okEnvelope(loginAnswer).parse(res.json()).value;
};

describe('auth hook', () => {
  it('puts the member on the request with its id, site, type, session and name', async () => {
    const session = await demoSession();
    const res = await get('/wps/test/real', session.token);
    expect(res.json().value.member).toEqual({
      id: session.id,
      merchantId: expect.any(Number),
      type: 0,
      sessionId: expect.any(Number),
      userName: 'demo01',
    });
  });

  it('lets optional routes through without a session or with a dead one, as nobody', async () => {
    expect((await get('/wps/test/optional')).json()).toEqual({
      success: true,
      value: { member: null },
    });
    const dead = await get('/wps/test/optional', 'C'.repeat(43));
    expect(dead.json().value.member).toBeNull();
    const session = await demoSession();
    expect((await get('/wps/test/optional', session.token)).json().value.member.userName).toBe(
      'demo01',
    );
  });

  it('ignores tokens on routes that declare no session', async () => {
    const session = await demoSession();
    expect((await get('/wps/test/open', session.token)).json().value.member).toBeNull();
  });

  it('refuses free-trial accounts on real-account routes with trial.not.allowed', async () => {
    const trial = await trialSession();
    expect(trial.customerType).toBe(4);
    const res = await get('/wps/test/real', trial.token);
    expect(res.statusCode).toBe(403);
    expect(errorEnvelope.parse(res.json()).errorCode).toBe('trial.not.allowed');
  });

  it('answers the site gate before the session check', async () => {
    await changeSite(t.app, { maintenance: true });
    const res = await get('/wps/test/real');
    expect(res.statusCode).toBe(503);
  });
});
