import { API, captchaAnswer, endpoint, errorEnvelope, okEnvelope } from '@lotto/contract';
import { loadImage } from '@napi-rs/canvas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { newCaptcha, solveCaptcha, testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { route } from '../../routing/route.js';
import { CAPTCHA_SIZE } from './captcha.image.js';
import { CAPTCHA, checkCaptcha } from './captcha.service.js';

const CHECK = '/wps/test/captcha';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
  const check = endpoint({
    method: 'POST',
    path: CHECK,
    module: 'COMM3',
    access: 'public',
    body: z.object({ code: z.optional(z.string()) }),
    answer: z.null(),
  });
  route(t.app, check, async (ctx, { body }) => {
    await checkCaptcha(ctx, body.code);
    return null;
  });
});
afterEach(() => t.close());

const check = (code: string | undefined, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: CHECK,
    payload: code === undefined ? {} : { code },
    cookies,
  });
const errorCode = (res: { json(): unknown }) => errorEnvelope.parse(res.json()).errorCode;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The chunk types of a PNG file, in order. */
const pngChunks = (png: Buffer) => {
  const types: string[] = [];
  for (let at = PNG_SIGNATURE.length; at < png.length; at += 12 + png.readUInt32BE(at)) {
    types.push(png.toString('latin1', at + 4, at + 8));
  }
  return types;
};

describe('GET /wps/captcha', () => {
  it('answers a PNG of the expected size with neither markup nor the code in its bytes', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.captcha });
    expect(res.statusCode).toBe(200);
    const { image, length } = okEnvelope(captchaAnswer).parse(res.json()).value;
    expect(length).toBe(CAPTCHA.length);
    const [prefix, base64 = ''] = image.split(',');
    expect(prefix).toBe('data:image/png;base64');
    const png = Buffer.from(base64, 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngChunks(png)).not.toContainEqual(expect.stringMatching(/^(tEXt|zTXt|iTXt)$/));
    const decoded = await loadImage(png);
    expect([decoded.width, decoded.height]).toEqual([CAPTCHA_SIZE.width, CAPTCHA_SIZE.height]);
    const cookie = res.cookies.find((c) => c.name === CAPTCHA.cookie)?.value ?? '';
    const code = await solveCaptcha(t.app, cookie, length);
    const bytes = png.toString('latin1');
    for (const secret of [code, '<svg', '<path', '<text']) expect(bytes).not.toContain(secret);
  });

  it('binds the code to an http-only, SameSite=Lax cookie under /wps and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.captcha });
    const cookie = res.cookies.find((c) => c.name === CAPTCHA.cookie);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/wps', maxAge: 120 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{24}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await t.db.selectFrom('captchas').selectAll().executeTakeFirstOrThrow();
    expect(row.id).toBe(cookie?.value);
    expect(row.expires_at - row.created_at).toBe(CAPTCHA.ttlMs);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: API.captcha,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === CAPTCHA.cookie)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('allows 20 images a minute per address, then answers 429', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: API.captcha,
        remoteAddress: '10.1.1.1',
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await t.app.inject({ method: 'GET', url: API.captcha, remoteAddress: '10.1.1.1' });
    expect(over.statusCode).toBe(429);
    expect(errorCode(over)).toBe('too.many.requests');
    const other = await t.app.inject({
      method: 'GET',
      url: API.captcha,
      remoteAddress: '10.1.1.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('forgets expired captchas when it makes new ones', async () => {
    await newCaptcha(t.app);
    clock.advance(CAPTCHA.ttlMs + 1);
    await newCaptcha(t.app);
    expect(await t.db.selectFrom('captchas').select('id').execute()).toHaveLength(1);
  });
});

describe('checkCaptcha', () => {
  it('accepts the right code once, then never again', async () => {
    const { cookies, code } = await newCaptcha(t.app);
    expect((await check(code, cookies)).statusCode).toBe(200);
    const again = await check(code, cookies);
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('captcha.invalid');
  });

  it('uses the captcha up on a wrong guess, so the right code fails after it', async () => {
    const { cookies, code } = await newCaptcha(t.app);
    const wrong = code === '0000' ? '1111' : '0000';
    expect(errorCode(await check(wrong, cookies))).toBe('captcha.invalid');
    expect(errorCode(await check(code, cookies))).toBe('captcha.invalid');
  });

  it('refuses the right code after two minutes', async () => {
    const { cookies, code } = await newCaptcha(t.app);
    clock.advance(CAPTCHA.ttlMs);
    expect(errorCode(await check(code, cookies))).toBe('captcha.invalid');
  });

  it('accepts the right code just before it expires', async () => {
    const { cookies, code } = await newCaptcha(t.app);
    clock.advance(CAPTCHA.ttlMs - 1);
    expect((await check(code, cookies)).statusCode).toBe(200);
  });

  it('answers captcha.required for an empty code and captcha.invalid without the cookie', async () => {
    const { cookies, code } = await newCaptcha(t.app);
    expect(errorCode(await check(undefined, cookies))).toBe('captcha.required');
    expect(errorCode(await check('  ', cookies))).toBe('captcha.required');
    expect(errorCode(await check(code))).toBe('captcha.invalid');
    expect(errorCode(await check(code, { [CAPTCHA.cookie]: 'made-up-id-000000000000' }))).toBe(
      'captcha.invalid',
    );
    // None of those used the real one up.
    expect((await check(code, cookies)).statusCode).toBe(200);
  });

  it("never accepts one client's code with another client's cookie", async () => {
    const a = await newCaptcha(t.app);
    const b = await newCaptcha(t.app);
    if (a.code !== b.code) {
      expect(errorCode(await check(a.code, b.cookies))).toBe('captcha.invalid');
    }
    expect((await check(a.code, a.cookies)).statusCode).toBe(200);
  });
});
