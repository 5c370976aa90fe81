import { API, errorEnvelope, okEnvelope, smsAnswer } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import {
  addMember,
  lastCodeTo,
  MINUTE,
  manualClock,
  outboxTo,
  postJson,
  siteByCode,
} from '../../../test/members.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { updateMerchant } from '../system/index.js';
import { parseMobile } from './mobile.js';
import { consumeCode, SMS_LIMITS } from './verification.service.js';

let t: TestApp;
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
  app = t.app;
});
afterEach(() => t.close());

const NUMBER = '945550001';
const E164 = `+95${NUMBER}`;

const askCode = (path: string, mobileNum = NUMBER, options: Parameters<typeof postJson>[3] = {}) =>
  postJson(app, path, { mobileNum, countryDialingCode: '95' }, options);

const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());

const consume = async (code: string, purpose: 'register' | 'login' | 'reset' = 'register') => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  return consumeCode(ctx, { purpose, mobile: parseMobile(ctx.site, NUMBER, '95'), code });
};

describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code to the outbox and answers a 2-minute lifetime', async () => {
    const res = await askCode(API.verification.smsRegister);
    expect(res.statusCode).toBe(200);
    expect(okEnvelope(smsAnswer).parse(res.json()).value).toEqual({ expiredMinutes: 2 });
    const [message, ...more] = await outboxTo(app, E164);
    expect(more).toHaveLength(0);
    expect(message?.channel).toBe('sms');
    expect(message?.body).toMatch(/\b\d{6}\b/);
  });

  it("answers the site's own code lifetime when it sets one", async () => {
    await updateMerchant(t.db, 'demo', { sms_code_minutes: 5 });
    const res = await askCode(API.verification.smsRegister);
    expect(okEnvelope(smsAnswer).parse(res.json()).value.expiredMinutes).toBe(5);
  });

  it('writes the SMS in the language of the request', async () => {
    await askCode(API.verification.smsRegister, NUMBER, { headers: { language: 'EN' } });
    clock.advance(2 * MINUTE);
    await askCode(API.verification.smsRegister, NUMBER, { headers: { language: 'MY' } });
    const [english, burmese] = await outboxTo(app, E164);
    expect(english?.body).toContain('is your code to register');
    expect(burmese?.body).toContain('အတည်ပြုကုဒ်');
  });

  it('stores only a hash of the code', async () => {
    await askCode(API.verification.smsRegister);
    const code = await lastCodeTo(app, E164);
    const row = await t.db.selectFrom('verification_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.target).toBe(`95${NUMBER}`);
  });

  it('treats a number typed with its trunk 0 as the same number', async () => {
    await askCode(API.verification.smsRegister, `0${NUMBER}`);
    expect(await outboxTo(app, E164)).toHaveLength(1);
  });

  it('hands the text to the decorated gateway, which a real one can replace', async () => {
    const send = vi.spyOn(app.smsGateway, 'send').mockResolvedValue();
    await askCode(API.verification.smsRegister);
    expect(send).toHaveBeenCalledWith(E164, expect.stringMatching(/\b\d{6}\b/), {
      merchantId: (await siteByCode(app)).id,
    });
    expect(await outboxTo(app, E164)).toHaveLength(0);
  });
});

describe('consumeCode', () => {
  it('accepts the right code once and refuses it when reused', async () => {
    await askCode(API.verification.smsRegister);
    const code = await lastCodeTo(app, E164);
    await expect(consume(code)).resolves.toBeUndefined();
    await expect(consume(code)).rejects.toMatchObject({ code: 'verification.code.invalid' });
  });

  it('refuses a code for another purpose', async () => {
    await askCode(API.verification.smsRegister);
    const code = await lastCodeTo(app, E164);
    await expect(consume(code, 'reset')).rejects.toMatchObject({
      code: 'verification.code.invalid',
    });
  });

  it('refuses a code once its minutes are over', async () => {
    await askCode(API.verification.smsRegister);
    const code = await lastCodeTo(app, E164);
    clock.advance(2 * MINUTE);
    await expect(consume(code)).rejects.toMatchObject({ code: 'verification.code.expired' });
  });

  it('takes the site default dialing code when none is given', async () => {
    await askCode(API.verification.smsRegister);
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    const code = await lastCodeTo(app, E164);
    const mobile = parseMobile(ctx.site, `0${NUMBER}`, undefined);
    await expect(consumeCode(ctx, { purpose: 'register', mobile, code })).resolves.toBeUndefined();
  });

  it('kills a code after 5 wrong tries, so even the right one fails then', async () => {
    await askCode(API.verification.smsRegister);
    const code = await lastCodeTo(app, E164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_LIMITS.maxAttempts; i++) {
      await expect(consume(wrong)).rejects.toMatchObject({ code: 'verification.code.invalid' });
    }
    await expect(consume(code)).rejects.toMatchObject({ code: 'verification.code.invalid' });
  });

  it('still accepts the right code after fewer than 5 wrong tries', async () => {
    await askCode(API.verification.smsRegister);
    const code = await lastCodeTo(app, E164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_LIMITS.maxAttempts - 1; i++) {
      await expect(consume(wrong)).rejects.toMatchObject({ code: 'verification.code.invalid' });
    }
    await expect(consume(code)).resolves.toBeUndefined();
  });

  it('refuses any code for a number that was never sent one', async () => {
    await expect(consume('123456')).rejects.toMatchObject({ code: 'verification.code.invalid' });
  });
});

describe('resend and limits', () => {
  it('refuses a resend before the countdown ends, with the seconds left', async () => {
    await askCode(API.verification.smsRegister);
    clock.advance(30_000);
    const res = await askCode(API.verification.smsRegister);
    expect(res.statusCode).toBe(429);
    const body = errorOf(res);
    expect(body.errorCode).toBe('verification.too.soon');
    expect(body.value).toEqual({ retryAfterSeconds: 90 });
    expect(await outboxTo(app, E164)).toHaveLength(1);
  });

  it('sends a new code after the countdown, which replaces the old one', async () => {
    await askCode(API.verification.smsRegister);
    const first = await lastCodeTo(app, E164);
    clock.advance(2 * MINUTE);
    expect((await askCode(API.verification.smsRegister)).statusCode).toBe(200);
    const second = await lastCodeTo(app, E164);
    const rows = await t.db.selectFrom('verification_codes').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.used_at !== null)).toEqual([true, false]);
    // Two draws of a million values match once in a million runs; then only the last check holds.
    if (first !== second) {
      await expect(consume(first)).rejects.toMatchObject({ code: 'verification.code.invalid' });
    }
    await expect(consume(second)).resolves.toBeUndefined();
  });

  it('sends at most 5 codes an hour to one number, then again an hour later', async () => {
    for (let i = 0; i < SMS_LIMITS.perNumberPerHour; i++) {
      expect((await askCode(API.verification.smsRegister)).statusCode).toBe(200);
      clock.advance(2 * MINUTE);
    }
    const refused = await askCode(API.verification.smsRegister);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).errorCode).toBe('too.many.requests');
    expect(await outboxTo(app, E164)).toHaveLength(SMS_LIMITS.perNumberPerHour);
    clock.advance(60 * MINUTE);
    expect((await askCode(API.verification.smsRegister)).statusCode).toBe(200);
  });

  it('counts codes of every purpose against the number', async () => {
    await addMember(app, { dialingCode: '95', mobile: NUMBER, mobileVerified: true });
    const paths = [
      API.verification.smsRegister,
      API.verification.smsNoLogin,
      API.verification.smsReset,
      API.verification.smsRegister,
      API.verification.smsNoLogin,
    ];
    for (const path of paths) {
      expect((await askCode(path)).statusCode).toBe(200);
      clock.advance(2 * MINUTE);
    }
    expect(errorOf(await askCode(API.verification.smsReset)).errorCode).toBe('too.many.requests');
  });

  it('answers at most 20 code requests an hour from one address', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    for (let i = 0; i < SMS_LIMITS.perIpPerHour; i++) {
      const res = await askCode(
        API.verification.smsRegister,
        `9123450${String(i).padStart(2, '0')}`,
        from,
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await askCode(API.verification.smsRegister, '912349999', from);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).errorCode).toBe('too.many.requests');
    expect(await outboxTo(app, '+95912349999')).toHaveLength(0);
    const other = await askCode(API.verification.smsRegister, '912349999', {
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('no account enumeration (mobile login and reset)', () => {
  it.each([
    ['noLogin', API.verification.smsNoLogin],
    ['reset', API.verification.smsReset],
  ])('%s answers alike for unknown numbers but sends them nothing', async (_name, path) => {
    await addMember(app, { dialingCode: '95', mobile: NUMBER, mobileVerified: true });
    const known = await askCode(path, NUMBER);
    const unknown = await askCode(path, '945559999');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxTo(app, E164)).toHaveLength(1);
    expect(await outboxTo(app, '+95945559999')).toHaveLength(0);
    // The countdown applies to unknown numbers too, so a second try tells nothing either.
    clock.advance(10_000);
    expect(errorOf(await askCode(path, '945559999')).errorCode).toBe('verification.too.soon');
    expect(errorOf(await askCode(path, NUMBER)).errorCode).toBe('verification.too.soon');
  });

  it('sends no login code to a disabled member', async () => {
    const member = await addMember(app, {
      dialingCode: '95',
      mobile: NUMBER,
      mobileVerified: true,
    });
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expect((await askCode(API.verification.smsNoLogin)).statusCode).toBe(200);
    expect(await outboxTo(app, E164)).toHaveLength(0);
  });
});

describe('bad input on the SMS endpoints', () => {
  const paths = [
    API.verification.smsRegister,
    API.verification.smsNoLogin,
    API.verification.smsReset,
  ];

  it.each(paths)('%s refuses a dialing code the site does not offer', async (path) => {
    const res = await postJson(app, path, { mobileNum: NUMBER, countryDialingCode: '44' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('mobile.invalid');
  });

  it.each(paths)('%s refuses a number too long for its dialing code', async (path) => {
    const res = await postJson(app, path, {
      mobileNum: '9123456789012345',
      countryDialingCode: '95',
    });
    expect(errorOf(res).errorCode).toBe('mobile.invalid');
  });

  it.each(paths)('%s refuses a missing or non-numeric number', async (path) => {
    for (const body of [{}, { mobileNum: 'abc12345' }, { mobileNum: 912345678 }]) {
      const res = await postJson(app, path, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe('request_param_err');
    }
  });

  it.each(paths)('%s refuses malformed JSON and oversized bodies', async (path) => {
    const malformed = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: '{"mobileNum":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).errorCode).toBe('request.body.invalid');
    const oversized = await postJson(app, path, { mobileNum: NUMBER, pad: 'x'.repeat(70_000) });
    expect(oversized.statusCode).toBe(413);
    expect(errorOf(oversized).errorCode).toBe('request.too.large');
    expect(await outboxTo(app, E164)).toHaveLength(0);
  });

  it('answers function.not.available when the site switched the feature off', async () => {
    await changeSite(app, { whitelabel: { MOBILEVERCODELOGIN3: false, MOBILENUMPASSREG3: false } });
    for (const path of [API.verification.smsNoLogin, API.verification.smsReset]) {
      const res = await askCode(path);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errorCode).toBe('function.not.available');
    }
    expect((await askCode(API.verification.smsRegister)).statusCode).toBe(200);
  });
});
