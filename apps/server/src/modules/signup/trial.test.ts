import { API, errorEnvelope, loginAnswer, okEnvelope, trialUserAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID, testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TRIAL_CLAIM } from './trial-claim.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const TRIAL_NAME = /^trial[a-km-np-z2-9]{10}$/;

/** A client: its address and the cookies the server gave it. */
const client = (remoteAddress = '127.0.0.1') => ({
  remoteAddress,
  cookies: {} as Record<string, string>,
});
type Client = ReturnType<typeof client>;

const trialUser = async (c: Client) => {
  const res = await t.app.inject({
    method: 'GET',
    url: API.member.trialUser,
    remoteAddress: c.remoteAddress,
    cookies: c.cookies,
  });
  expect(res.statusCode).toBe(200);
  for (const cookie of res.cookies) c.cookies[cookie.name] = cookie.value;
  return okEnvelope(trialUserAnswer).parse(res.json()).value.userName;
};
const freePlay = (body: object, c: Client) =>
  t.app.inject({
    method: 'POST',
    url: API.session.freePlay,
    payload: body,
    remoteAddress: c.remoteAddress,
    cookies: c.cookies,
  });
const sessionOf = (res: { json(): unknown }) => okEnvelope(loginAnswer).parse(res.json()).value;
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());

/** What a trial account leaves: members, ledger rows and sessions. */
const footprint = async () => {
  const count = async (
    table: 'members' | 'ledger_accounts' | 'ledger_transactions' | 'ledger_entries' | 'sessions',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return Promise.all(
    (
      ['members', 'ledger_accounts', 'ledger_transactions', 'ledger_entries', 'sessions'] as const
    ).map(count),
  );
};

describe('GET /wps/member/trialuser', () => {
  it('proposes a name and creates nothing: no member, no money, no session', async () => {
    const before = await footprint();
    const me = client();
    const name = await trialUser(me);
    expect(name).toMatch(TRIAL_NAME);
    for (let i = 0; i < 5; i++) await trialUser(client());
    expect(await footprint()).toEqual(before);
  });

  it('keeps proposing the same name to the same client, another to another client', async () => {
    const me = client();
    const name = await trialUser(me);
    expect(await trialUser(me)).toBe(name);
    expect(await trialUser(client())).not.toBe(name);
  });

  it('binds the name to the client with an httpOnly cookie that lives while the name is held', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.member.trialUser });
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({
      name: TRIAL_CLAIM.cookie,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/wps',
      maxAge: TRIAL_CLAIM.ttlMs / 1000,
    });
  });

  it('allows 10 proposals a minute per address', async () => {
    for (let i = 0; i < 10; i++) await trialUser(client('10.2.0.1'));
    const over = await t.app.inject({
      method: 'GET',
      url: API.member.trialUser,
      remoteAddress: '10.2.0.1',
    });
    expect(over.statusCode).toBe(429);
  });
});

describe('POST /wps/session/freePlay', () => {
  it('makes the account of the proposed name: type 4, no password, play money, a session', async () => {
    const me = client();
    const name = await trialUser(me);
    const res = await freePlay({ userName: name, loginDeviceId: DEVICE_ID }, me);
    const session = sessionOf(res);
    expect(session).toMatchObject({ userName: name, customerType: 4, firstTimeLogin: true });
    const row = await t.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 4, password_hash: '!', status: 'active' });
    const account = await t.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('member_id', '=', row.id)
      .execute();
    expect(account).toEqual([{ kind: 'play', balance: 100_000 }]);
    const devices = await t.app.inject({
      url: API.session.devices,
      headers: authHeaders(session.token),
    });
    expect(devices.statusCode).toBe(200);
  });

  it('answers the same account when the client asks again, then proposes a new name', async () => {
    const me = client();
    const name = await trialUser(me);
    const first = sessionOf(await freePlay({ userName: name, loginDeviceId: DEVICE_ID }, me));
    const again = sessionOf(await freePlay({ userName: name, loginDeviceId: DEVICE_ID }, me));
    expect(again).toMatchObject({ id: first.id, userName: name, firstTimeLogin: false });
    expect(again.token).not.toBe(first.token);
    expect(await trialUser(me)).not.toBe(name);
  });

  it('never gives a name to a client it was not proposed to, nor opens a real account', async () => {
    const owner = client();
    const name = await trialUser(owner);
    const before = await footprint();
    const stranger = client('10.3.0.1');
    await trialUser(stranger); // holds a claim, of another name
    for (const c of [client('10.3.0.2'), stranger]) {
      const res = await freePlay({ userName: name, loginDeviceId: DEVICE_ID }, c);
      expect(errorOf(res).errorCode).toBe('member.not.exist');
    }
    const real = await freePlay({ userName: 'demo01', loginDeviceId: DEVICE_ID }, stranger);
    expect(errorOf(real).errorCode).toBe('member.not.exist');
    expect(await footprint()).toEqual(before);
    const mine = sessionOf(await freePlay({ userName: name, loginDeviceId: DEVICE_ID }, owner));
    expect(mine.userName).toBe(name);
    const taken = await freePlay({ userName: name, loginDeviceId: DEVICE_ID }, stranger);
    expect(errorOf(taken).errorCode).toBe('member.not.exist');
  });

  it('makes a new trial account with a fresh name when no name is given', async () => {
    const session = sessionOf(await freePlay({ loginDeviceId: DEVICE_ID }, client()));
    expect(session.customerType).toBe(4);
    expect(session.userName).toMatch(TRIAL_NAME);
  });

  it('answers request_param_err without a device id', async () => {
    expect(errorOf(await freePlay({}, client())).errorCode).toBe('request_param_err');
  });
});
