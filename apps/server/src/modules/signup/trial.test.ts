import { API, errorEnvelope, loginAnswer, okEnvelope, trialUserAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID, testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TRIAL_CLAIM_MS } from './trial.service.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const trialUser = async (remoteAddress = '127.0.0.1') => {
  const res = await t.app.inject({ method: 'GET', url: API.member.trialUser, remoteAddress });
  expect(res.statusCode).toBe(200);
  return okEnvelope(trialUserAnswer).parse(res.json()).value.userName;
};
const freePlay = (body: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: API.session.freePlay, payload: body, remoteAddress });
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());

describe('GET /wps/member/trialuser', () => {
  it('creates a type 4 account with a generated name and no usable password', async () => {
    const name = await trialUser();
    expect(name).toMatch(/^trial\d{8}$/);
    const row = await t.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 4, password_hash: '!', status: 'active' });
    expect(await trialUser()).not.toBe(name);
  });

  it('allows 10 new trial accounts a minute per address', async () => {
    for (let i = 0; i < 10; i++) await trialUser('10.2.0.1');
    const over = await t.app.inject({
      method: 'GET',
      url: API.member.trialUser,
      remoteAddress: '10.2.0.1',
    });
    expect(over.statusCode).toBe(429);
  });
});

describe('POST /wps/session/freePlay', () => {
  it('logs into the trial account just created', async () => {
    const name = await trialUser();
    const res = await freePlay({ userName: name, loginDeviceId: DEVICE_ID });
    const session = okEnvelope(loginAnswer).parse(res.json()).value;
    expect(session).toMatchObject({ userName: name, customerType: 4, firstTimeLogin: true });
    const devices = await t.app.inject({
      url: API.session.devices,
      headers: authHeaders(session.token),
    });
    expect(devices.statusCode).toBe(200);
  });

  it('makes a new trial account when no name is given', async () => {
    const res = await freePlay({ loginDeviceId: DEVICE_ID });
    const session = okEnvelope(loginAnswer).parse(res.json()).value;
    expect(session.customerType).toBe(4);
    expect(session.userName).toMatch(/^trial\d{8}$/);
  });

  it('never opens a real account, a used trial account or an old one by name', async () => {
    expect(
      errorOf(await freePlay({ userName: 'demo01', loginDeviceId: DEVICE_ID })).errorCode,
    ).toBe('member.not.exist');
    const used = await trialUser();
    expect((await freePlay({ userName: used, loginDeviceId: DEVICE_ID })).statusCode).toBe(200);
    expect(errorOf(await freePlay({ userName: used, loginDeviceId: DEVICE_ID })).errorCode).toBe(
      'member.not.exist',
    );
    const old = await trialUser();
    clock.advance(TRIAL_CLAIM_MS);
    expect(errorOf(await freePlay({ userName: old, loginDeviceId: DEVICE_ID })).errorCode).toBe(
      'member.not.exist',
    );
    expect(
      errorOf(await freePlay({ userName: 'nobody99', loginDeviceId: DEVICE_ID })).errorCode,
    ).toBe('member.not.exist');
  });

  it('answers request_param_err without a device id', async () => {
    expect(errorOf(await freePlay({})).errorCode).toBe('request_param_err');
  });
});
