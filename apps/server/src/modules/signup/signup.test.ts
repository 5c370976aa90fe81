import { API, errorEnvelope, type RegisterPayload } from '@lotto/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID, fresh, newCaptcha, sendEncrypted } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signUp } from './signup.service.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Makes every insert into the table fail, as a full disk or a broken constraint would. */
const breakInserts = async (table: string) => {
  if (t.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger broken before insert on ${table} begin select raise(abort, 'broken'); end`,
      )
      .execute(t.db);
    return;
  }
  await sql
    .raw(
      "create function broken() returns trigger language plpgsql as $$ begin raise exception 'broken'; end $$",
    )
    .execute(t.db);
  await sql
    .raw(`create trigger broken before insert on ${table} for each row execute function broken()`)
    .execute(t.db);
};
const repair = async (table: string) => {
  await sql
    .raw(t.dialect === 'sqlite' ? 'drop trigger broken' : `drop trigger broken on ${table}`)
    .execute(t.db);
};

/** What a sign-up leaves: members, ledger accounts, transactions, entries and sessions. */
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
  return {
    members: await count('members'),
    accounts: await count('ledger_accounts'),
    transactions: await count('ledger_transactions'),
    entries: await count('ledger_entries'),
    sessions: await count('sessions'),
  };
};

const registration = (captcha: string): RegisterPayload => ({
  ...fresh(t.app),
  loginDeviceId: DEVICE_ID,
  type: 0,
  registerUrl: 'localhost',
  registerMethod: 'H5',
  normalRegistration: true,
  ageConfirmed: true,
  username: 'newbie01',
  password: 'Pass1234',
  confirmPassword: 'Pass1234',
  captcha,
});

const register = async () => {
  const { cookies, code } = await newCaptcha(t.app);
  return sendEncrypted(t.app, 'PUT', API.member.register, registration(code), { cookies });
};

describe('sign-up is one transaction', () => {
  it('leaves no member, no money and no taken name when the first session cannot be written', async () => {
    const before = await footprint();
    await breakInserts('sessions');
    const failed = await register();
    expect(failed.statusCode).toBe(500);
    expect(errorEnvelope.parse(failed.json()).errorCode).toBe('system.error');
    expect(await footprint()).toEqual(before);

    await repair('sessions');
    const again = await register();
    expect(again.json(), again.body).toMatchObject({
      success: true,
      value: { userName: 'newbie01' },
    });
  });

  it('leaves no trial member behind when its welcome credit cannot be written', async () => {
    const before = await footprint();
    await breakInserts('ledger_entries');
    const res = await t.app.inject({
      method: 'POST',
      url: API.session.freePlay,
      payload: { loginDeviceId: DEVICE_ID },
    });
    expect(res.statusCode).toBe(500);
    expect(await footprint()).toEqual(before);
  });

  it('gives the new member the welcome credit and the session together', async () => {
    const ctx = await siteCtxOf(t.db);
    const { member, session } = await signUp(ctx, {
      member: { password: 'Pass1234' },
      username: 'Newbie02',
      session: { deviceId: DEVICE_ID, ip: '127.0.0.1' },
    });
    expect(member).toMatchObject({ username: 'newbie02', type: 0 });
    expect(session).toMatchObject({ id: member.id, userName: 'newbie02', firstTimeLogin: true });
    const credit = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(credit.balance).toBe(ctx.site.welcomeCreditMinor);
  });

  it('tries the next generated name when one is taken, but never a chosen one', async () => {
    const ctx = await siteCtxOf(t.db);
    const names = ['demo01', 'demo02', 'fresh001'];
    const { member } = await signUp(ctx, {
      member: { password: null },
      username: (attempt) => names[attempt] ?? 'never',
    });
    expect(member.username).toBe('fresh001');
    await expect(
      signUp(ctx, { member: { password: null }, username: 'DEMO01' }),
    ).rejects.toMatchObject({ code: 'username.exists' });
  });
});
