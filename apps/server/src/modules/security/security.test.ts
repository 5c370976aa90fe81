import {
  accountEndpoints as endpoints,
  errorEnvelope,
  okEnvelope,
  securityOverview,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { MINUTE, manualClock, sessionFor } from '../../../test/members.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO01_PAYMENT_PASSWORD } from '../../seed/demo-security.js';
import { verifyPaymentPassword } from './index.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

type Res = { statusCode: number; json(): unknown };
const errorOf = (res: Res) => errorEnvelope.parse(res.json());
const expectError = (res: Res, code: string, status?: number) => {
  expect(errorOf(res).errorCode).toBe(code);
  if (status) expect(res.statusCode).toBe(status);
};
const tokenOf = async (username: string, device = DEVICE_ID) =>
  (await sessionFor(t.app, username, device)).token;
const post = (path: string, payload: object | undefined, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    headers: token ? authHeaders(token) : {},
  });
const overview = async (token: string) =>
  okEnvelope(securityOverview).parse(
    (
      await t.app.inject({
        method: 'GET',
        url: endpoints.securityOverview.path,
        headers: authHeaders(token),
      })
    ).json(),
  ).value;
const member = (username: string) =>
  t.db
    .selectFrom('members')
    .select(['id', 'payment_password_hash', 'dialing_code', 'mobile', 'email', 'unverified_mobile'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
const outbox = (recipient: string) =>
  t.db
    .selectFrom('outbox')
    .select(['body', 'subject', 'channel'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
const codeIn = async (recipient: string) => {
  const [latest] = await outbox(recipient);
  const code = latest?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
};
const linkIn = async (recipient: string) => {
  const [latest] = await outbox(recipient);
  const token = latest?.body.match(/confirmEmail\?emailToken=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no link sent to ${recipient}`);
  return token;
};
const inboxKinds = async (memberId: number) =>
  (
    await t.db
      .selectFrom('inbox_messages')
      .select('kind')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((r) => r.kind);
const trialToken = async () => {
  const trial = await t.app.inject({
    method: 'POST',
    url: endpoints.freePlay.path,
    payload: { loginDeviceId: DEVICE_ID },
  });
  return trial.json().value.token as string;
};
const setPay = (p: string, old?: string) => ({
  ...(old === undefined ? {} : { oldPaymentPassword: old }),
  newPaymentPassword: p,
  confirmPaymentPassword: p,
});
const DEMO01_MOBILE = '+95912345678';

describe('every security endpoint', () => {
  const calls: [string, string, object | undefined][] = [
    ['GET', endpoints.securityOverview.path, undefined],
    ['POST', endpoints.setPaymentPassword.path, setPay('135790')],
    ['POST', endpoints.paymentPasswordCode.path, undefined],
    [
      'POST',
      endpoints.resetPaymentPassword.path,
      { verificationCode: '123456', password: 'Demo1234', ...setPay('135790') },
    ],
    ['POST', endpoints.bindMobileCode.path, { mobileNum: '987654321', countryDialingCode: '95' }],
    ['POST', endpoints.bindMobile.path, { mobileNum: '987654321', verificationCode: '123456' }],
    ['POST', endpoints.bindEmail.path, { email: 'new@example.com' }],
  ];

  it.each(calls)(
    '%s %s answers 401 without a session and 403 to a free trial',
    async (method, url, payload) => {
      const none = await t.app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(none.statusCode).toBe(401);
      const trial = await t.app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
        headers: authHeaders(await trialToken()),
      });
      expectError(trial, 'trial.not.allowed', 403);
    },
  );

  it.each(calls.filter(([, , body]) => body))('%s %s refuses a malformed body', async (_m, url) => {
    const token = await tokenOf('demo02');
    expectError(
      await post(url, { mobileNum: 'x'.repeat(300), email: 5, newPaymentPassword: 7 }, token),
      'request_param_err',
      400,
    );
    expect((await member('demo02')).payment_password_hash).toBeNull();
  });
});

describe('the member module switched off', () => {
  it('answers function.not.available and changes nothing', async () => {
    const token = await tokenOf('demo02');
    await changeSite(t.app, { whitelabel: { MEMBER3: false } });
    const res = await post(endpoints.setPaymentPassword.path, setPay('135790'), token);
    expectError(res, 'function.not.available');
    expect((await member('demo02')).payment_password_hash).toBeNull();
  });
});

describe('overview', () => {
  it('shows the bound mobile and e-mail masked, and no payment password yet', async () => {
    expect(await overview(await tokenOf('demo01'))).toEqual({
      mobile: '95******5678',
      email: 'de****@example.com',
      pendingEmail: null,
      paymentPasswordSet: false,
    });
    expect(await overview(await tokenOf('demo02'))).toEqual({
      mobile: null,
      email: null,
      pendingEmail: null,
      paymentPasswordSet: false,
    });
    const info = await t.app.inject({
      method: 'GET',
      url: endpoints.memberInfo.path,
      headers: authHeaders(await tokenOf('demo01')),
    });
    expect(info.json()).toMatchObject({
      value: { mobile: '95******5678', email: 'de****@example.com' },
    });
  });
});

describe('payment password', () => {
  it('sets one when none, then changes it with the old one; hashed, with inbox messages', async () => {
    const token = await tokenOf('demo02');
    expect((await post(endpoints.setPaymentPassword.path, setPay('135790'), token)).json()).toEqual(
      { success: true, value: null },
    );
    const row = await member('demo02');
    expect(row.payment_password_hash).toMatch(/^scrypt\$/);
    expect((await overview(token)).paymentPasswordSet).toBe(true);
    // Set already: the old one is needed, and must be right.
    expectError(
      await post(endpoints.setPaymentPassword.path, setPay('246800'), token),
      'payment.password.old.wrong',
      400,
    );
    expectError(
      await post(endpoints.setPaymentPassword.path, setPay('246800', '000000'), token),
      'payment.password.old.wrong',
      400,
    );
    expectError(
      await post(endpoints.setPaymentPassword.path, setPay('135790', '135790'), token),
      'payment.password.same.old',
      400,
    );
    expect(
      (await post(endpoints.setPaymentPassword.path, setPay('246800', '135790'), token)).statusCode,
    ).toBe(200);
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await expect(verifyPaymentPassword(ctx, row.id, '246800')).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(ctx, row.id, '135790')).rejects.toMatchObject({
      code: 'payment.password.wrong',
    });
    expect(await inboxKinds(row.id)).toEqual([
      'payment_password_changed',
      'payment_password_changed',
    ]);
  });

  it('refuses a bad format, a mismatch and the login password, changing nothing', async () => {
    const token = await tokenOf('demo02');
    expectError(
      await post(endpoints.setPaymentPassword.path, setPay('123'), token),
      'payment.password.format',
      400,
    );
    expectError(
      await post(
        endpoints.setPaymentPassword.path,
        { newPaymentPassword: '135790', confirmPaymentPassword: '135791' },
        token,
      ),
      'payment.password.confirm.mismatch',
      400,
    );
    expectError(
      await post(endpoints.setPaymentPassword.path, setPay('Demo1234'), token),
      'payment.password.same.login',
      400,
    );
    expect((await member('demo02')).payment_password_hash).toBeNull();
  });

  it('locks after 5 wrong ones within 15 minutes, the right one included, then lets it in again', async () => {
    const token = await tokenOf('demo02');
    await post(endpoints.setPaymentPassword.path, setPay('135790'), token);
    const { id } = await member('demo02');
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    for (let i = 0; i < 4; i++) {
      await expect(verifyPaymentPassword(ctx, id, '000000')).rejects.toMatchObject({
        code: 'payment.password.wrong',
      });
    }
    await expect(verifyPaymentPassword(ctx, id, '000000')).rejects.toMatchObject({
      code: 'payment.password.locked',
    });
    await expect(verifyPaymentPassword(ctx, id, '135790')).rejects.toMatchObject({
      code: 'payment.password.locked',
    });
    expectError(
      await post(endpoints.setPaymentPassword.path, setPay('246800', '135790'), token),
      'payment.password.locked',
      429,
    );
    clock.advance(15 * MINUTE + 1);
    await expect(verifyPaymentPassword(ctx, id, '135790')).resolves.toBeUndefined();
  });

  it('resets with a code to the bound mobile and the login password', async () => {
    const token = await tokenOf('demo01');
    await post(endpoints.setPaymentPassword.path, setPay(DEMO01_PAYMENT_PASSWORD), token);
    expect((await post(endpoints.paymentPasswordCode.path, undefined, token)).json()).toMatchObject(
      { success: true, value: { expiredMinutes: expect.any(Number) } },
    );
    const code = await codeIn(DEMO01_MOBILE);
    const reset = (c: string, password: string, p = '975310') =>
      post(
        endpoints.resetPaymentPassword.path,
        { verificationCode: c, password, ...setPay(p) },
        token,
      );
    expectError(await reset(code, 'Wrong999'), 'security.password.wrong', 400);
    expectError(
      await reset(code === '000000' ? '111111' : '000000', 'Demo1234'),
      'verification.code.invalid',
      400,
    );
    expectError(await reset(code, 'Demo1234', 'Demo1234'), 'payment.password.same.login', 400);
    expect((await reset(code, 'Demo1234')).statusCode).toBe(200);
    // The code works once.
    expectError(await reset(code, 'Demo1234', '864200'), 'verification.code.invalid', 400);
    const { id } = await member('demo01');
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await expect(verifyPaymentPassword(ctx, id, '975310')).resolves.toBeUndefined();
    expect((await inboxKinds(id)).at(-1)).toBe('payment_password_changed');
  });

  it('refuses an expired code, and a reset or code without a bound mobile', async () => {
    const token = await tokenOf('demo01');
    await post(endpoints.paymentPasswordCode.path, undefined, token);
    const code = await codeIn(DEMO01_MOBILE);
    clock.advance(60 * MINUTE);
    expectError(
      await post(
        endpoints.resetPaymentPassword.path,
        { verificationCode: code, password: 'Demo1234', ...setPay('975310') },
        token,
      ),
      'verification.code.expired',
      400,
    );
    const other = await tokenOf('demo02');
    expectError(
      await post(endpoints.paymentPasswordCode.path, undefined, other),
      'mobile.not.bound',
      409,
    );
    expect((await member('demo01')).payment_password_hash).toBeNull();
  });
});

describe('mobile', () => {
  it('binds a number proved by a code, when none is bound', async () => {
    const token = await tokenOf('demo02');
    const sent = await post(
      endpoints.bindMobileCode.path,
      { mobileNum: '0987654321', countryDialingCode: '95' },
      token,
    );
    expect(sent.json()).toMatchObject({ success: true });
    const code = await codeIn('+95987654321');
    expectError(
      await post(
        endpoints.bindMobile.path,
        { mobileNum: '987654321', countryDialingCode: '95', verificationCode: '99999' },
        token,
      ),
      'verification.code.invalid',
      400,
    );
    const bound = await post(
      endpoints.bindMobile.path,
      { mobileNum: '987654321', countryDialingCode: '95', verificationCode: code },
      token,
    );
    expect(bound.json()).toMatchObject({ success: true, value: { mobile: '95******4321' } });
    expect(await member('demo02')).toMatchObject({ dialing_code: '95', mobile: '987654321' });
    expect(await inboxKinds((await member('demo02')).id)).toEqual(['contact_changed']);
  });

  it('changes a bound number only with the login password, and tells the old number', async () => {
    const token = await tokenOf('demo01');
    await post(
      endpoints.bindMobileCode.path,
      { mobileNum: '955555555', countryDialingCode: '95' },
      token,
    );
    const code = await codeIn('+95955555555');
    const bind = (password?: string) =>
      post(
        endpoints.bindMobile.path,
        {
          mobileNum: '955555555',
          countryDialingCode: '95',
          verificationCode: code,
          ...(password ? { password } : {}),
        },
        token,
      );
    expectError(await bind(), 'security.password.required', 400);
    expectError(await bind('Wrong999'), 'security.password.wrong', 400);
    expect((await member('demo01')).mobile).toBe('912345678');
    expect((await bind('Demo1234')).statusCode).toBe(200);
    expect((await member('demo01')).mobile).toBe('955555555');
    const [told] = await outbox(DEMO01_MOBILE);
    expect(told?.body).toContain('95******5555');
    // The code was used: it binds nothing again.
    expectError(await bind('Demo1234'), 'mobile.same', 409);
  });

  it("refuses another member's proved number and the member's own", async () => {
    const token = await tokenOf('demo02');
    expectError(
      await post(
        endpoints.bindMobileCode.path,
        { mobileNum: '912345678', countryDialingCode: '95' },
        token,
      ),
      'mobile.exists',
      409,
    );
    expectError(
      await post(
        endpoints.bindMobile.path,
        { mobileNum: '912345678', countryDialingCode: '95', verificationCode: '123456' },
        token,
      ),
      'mobile.exists',
      409,
    );
    const own = await tokenOf('demo01');
    expectError(
      await post(
        endpoints.bindMobileCode.path,
        { mobileNum: '912345678', countryDialingCode: '95' },
        own,
      ),
      'mobile.same',
      409,
    );
    expectError(
      await post(endpoints.bindMobileCode.path, { mobileNum: '12', countryDialingCode: '95' }, own),
      'request_param_err',
      400,
    );
    expect((await outbox('+95912345678')).length).toBe(0);
  });

  it('refuses an expired code', async () => {
    const token = await tokenOf('demo02');
    await post(
      endpoints.bindMobileCode.path,
      { mobileNum: '987654321', countryDialingCode: '95' },
      token,
    );
    const code = await codeIn('+95987654321');
    clock.advance(60 * MINUTE);
    expectError(
      await post(
        endpoints.bindMobile.path,
        { mobileNum: '987654321', countryDialingCode: '95', verificationCode: code },
        token,
      ),
      'verification.code.expired',
      400,
    );
    expect((await member('demo02')).mobile).toBeNull();
  });
});

describe('e-mail', () => {
  it('binds an address when its mailed link is opened, once', async () => {
    const token = await tokenOf('demo02');
    expect(
      (await post(endpoints.bindEmail.path, { email: 'Player2@Example.com' }, token)).json(),
    ).toEqual({ success: true, value: { expiredMinutes: 30 } });
    expect((await member('demo02')).email).toBeNull();
    expect((await overview(token)).pendingEmail).toBe('Pl****@Example.com');
    const link = await linkIn('player2@example.com');
    // Opened in any browser, without a session.
    const opened = await post(endpoints.confirmEmail.path, { token: link });
    expect(opened.json()).toEqual({ success: true, value: { email: 'Pl****@Example.com' } });
    expect((await member('demo02')).email).toBe('Player2@Example.com');
    expectError(
      await post(endpoints.confirmEmail.path, { token: link }),
      'email.link.invalid',
      400,
    );
    expect(await inboxKinds((await member('demo02')).id)).toEqual(['contact_changed']);
  });

  it('changes a bound address only with the login password, and mails the old one', async () => {
    const token = await tokenOf('demo01');
    expectError(
      await post(endpoints.bindEmail.path, { email: 'new@example.com' }, token),
      'security.password.required',
      400,
    );
    expectError(
      await post(
        endpoints.bindEmail.path,
        { email: 'new@example.com', password: 'Wrong999' },
        token,
      ),
      'security.password.wrong',
      400,
    );
    expectError(
      await post(
        endpoints.bindEmail.path,
        { email: 'DEMO01@example.com', password: 'Demo1234' },
        token,
      ),
      'email.same',
      409,
    );
    expectError(
      await post(
        endpoints.bindEmail.path,
        { email: 'not-an-address', password: 'Demo1234' },
        token,
      ),
      'email.invalid',
      400,
    );
    expect((await outbox('new@example.com')).length).toBe(0);
    expect(
      (
        await post(
          endpoints.bindEmail.path,
          { email: 'new@example.com', password: 'Demo1234' },
          token,
        )
      ).statusCode,
    ).toBe(200);
    await post(endpoints.confirmEmail.path, { token: await linkIn('new@example.com') });
    expect((await member('demo01')).email).toBe('new@example.com');
    const [told] = await outbox('demo01@example.com');
    expect(told?.body).toContain('ne****@example.com');
  });

  it('refuses an expired link, a replaced link and a made-up one', async () => {
    const token = await tokenOf('demo02');
    await post(endpoints.bindEmail.path, { email: 'first@example.com' }, token);
    const first = await linkIn('first@example.com');
    await post(endpoints.bindEmail.path, { email: 'second@example.com' }, token);
    expectError(
      await post(endpoints.confirmEmail.path, { token: first }),
      'email.link.invalid',
      400,
    );
    const second = await linkIn('second@example.com');
    clock.advance(31 * MINUTE);
    expectError(
      await post(endpoints.confirmEmail.path, { token: second }),
      'email.link.invalid',
      400,
    );
    expectError(
      await post(endpoints.confirmEmail.path, { token: 'x'.repeat(43) }),
      'email.link.invalid',
      400,
    );
    expectError(
      await post(endpoints.confirmEmail.path, { token: 'short' }),
      'request_param_err',
      400,
    );
    expect((await member('demo02')).email).toBeNull();
  });

  it("binds the link's member only, whoever opens it", async () => {
    const token = await tokenOf('demo02');
    await post(endpoints.bindEmail.path, { email: 'mine@example.com' }, token);
    const other = await tokenOf('agent01', 'device-other-01');
    const opened = await post(
      endpoints.confirmEmail.path,
      { token: await linkIn('mine@example.com') },
      other,
    );
    expect(opened.statusCode).toBe(200);
    expect((await member('demo02')).email).toBe('mine@example.com');
    expect((await member('agent01')).email).toBeNull();
  });
});

describe('the login password these flows ask', () => {
  it('ends every session at the 5th wrong one, on the change-password budget', async () => {
    const token = await tokenOf('demo01');
    for (let i = 0; i < 4; i++) {
      expectError(
        await post(
          endpoints.bindEmail.path,
          { email: 'new@example.com', password: 'Wrong999' },
          token,
        ),
        'security.password.wrong',
        400,
      );
    }
    expectError(
      await post(
        endpoints.bindEmail.path,
        { email: 'new@example.com', password: 'Wrong999' },
        token,
      ),
      'password.old.too.many',
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: endpoints.securityOverview.path,
          headers: authHeaders(token),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('demo seed', () => {
  it("sets demo01's payment password through the service", async () => {
    const seeded = await createTestApp({ seedHistory: true });
    try {
      const row = await seeded.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'demo01')
        .executeTakeFirstOrThrow();
      const ctx = await siteCtxOf(seeded.db, 'demo');
      await expect(
        verifyPaymentPassword(ctx, row.id, DEMO01_PAYMENT_PASSWORD),
      ).resolves.toBeUndefined();
    } finally {
      await seeded.close();
    }
  });
});
