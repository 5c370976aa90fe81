import {
  type Access,
  API,
  endpoint,
  errorEnvelope,
  loginAnswer,
  okEnvelope,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { authHeaders, DEVICE_ID } from '../../test/accounts.js';
import { sessionFor } from '../../test/members.js';
import { changeSite, createTestApp, type TestApp } from '../../test/test-app.js';
import { route } from '../routing/route.js';

const whoAmI = (path: string, access: Access) =>
  endpoint({
    method: 'GET',
    path,
    module: 'COMM3',
    access,
    answer: z.object({ member: z.unknown() }),
  });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  for (const [path, access] of [
    ['/wps/test/optional', 'optional'],
    ['/wps/test/real', 'realMember'],
    ['/wps/test/open', 'public'],
  ] as const) {
    route(t.app, whoAmI(path, access), (ctx) => ({ member: ctx.member }));
  }
});
afterEach(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? authHeaders(token) : {} });

const demoSession = () => sessionFor(t.app, 'demo01', DEVICE_ID);

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
