import { API, errorEnvelope, OUTBOX_LIMIT, okEnvelope, outboxList } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteByCode } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertOutboxMessage } from '../mail/index.js';
import { updateMerchant } from '../system/index.js';

let t: TestApp;
let app: FastifyInstance;
beforeEach(async () => {
  t = await createTestApp();
  app = t.app;
});
afterEach(() => t.close());

const store = async (
  recipient: string,
  body: string,
  options: { channel?: 'sms' | 'mail'; subject?: string; code?: string; at?: number } = {},
) => {
  const site = await siteByCode(app, options.code);
  await insertOutboxMessage(t.db, {
    merchant_id: site.id,
    channel: options.channel ?? 'sms',
    recipient,
    subject: options.subject ?? null,
    body,
    created_at: options.at ?? Date.UTC(2026, 5, 1),
  });
};

const listOutbox = async (query = '', headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `${API.demoOutbox}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return okEnvelope(outboxList).parse(res.json()).value.messages;
};

describe('GET /wps/demo/outbox', () => {
  it('lists the SMS codes and mails really sent, newest first', async () => {
    await postSms('945550011');
    await store('alice@example.com', 'reset link', { channel: 'mail', subject: 'Reset' });
    const messages = await listOutbox();
    expect(messages.map((m) => m.recipient)).toEqual(['alice@example.com', '+95945550011']);
    expect(messages[1]?.body).toMatch(/\b\d{6}\b/);
    expect(messages[0]).toMatchObject({ channel: 'mail', subject: 'Reset', body: 'reset link' });
  });

  it('filters by the end of a number or by an e-mail address in any case', async () => {
    await store('+95945550011', 'one');
    await store('+95945550022', 'two');
    await store('bob@example.com', 'three', { channel: 'mail' });
    expect((await listOutbox('?recipient=945550022')).map((m) => m.body)).toEqual(['two']);
    expect((await listOutbox('?recipient=BOB@example.com')).map((m) => m.body)).toEqual(['three']);
    expect(await listOutbox('?recipient=1234567')).toEqual([]);
  });

  it(`answers at most ${OUTBOX_LIMIT} messages`, async () => {
    for (let i = 0; i < OUTBOX_LIMIT + 5; i++) await store('+95945550011', `message ${i}`);
    const messages = await listOutbox();
    expect(messages).toHaveLength(OUTBOX_LIMIT);
    expect(messages[0]?.body).toBe(`message ${OUTBOX_LIMIT + 4}`);
  });

  it("shows only the site's own messages", async () => {
    await addSite(app, 'other');
    await updateMerchant(t.db, 'other', { is_demo: 1 });
    await store('+95945550011', 'for other', { code: 'other' });
    expect(await listOutbox()).toEqual([]);
    expect((await listOutbox('', { merchant: 'other' })).map((m) => m.body)).toEqual(['for other']);
  });

  it('does not exist on a site that is not a demo site', async () => {
    await addSite(app, 'real');
    await store('+95945550011', 'secret code 123456', { code: 'real' });
    for (const url of [API.demoOutbox, API.demoOutboxPage]) {
      const res = await app.inject({ method: 'GET', url, headers: { merchant: 'real' } });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request.url.empty');
      expect(res.body).not.toContain('123456');
    }
  });

  it('refuses a malformed or oversized recipient filter', async () => {
    for (const recipient of ['abc', '12', '1'.repeat(21), `${'a'.repeat(300)}@example.com`]) {
      const res = await app.inject({
        method: 'GET',
        url: `${API.demoOutbox}?recipient=${encodeURIComponent(recipient)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request_param_err');
    }
  });
});

const postSms = (mobileNum: string) =>
  app.inject({
    method: 'POST',
    url: API.verification.smsRegister,
    payload: { mobileNum, countryDialingCode: '95' },
  });

describe('GET /demo/outbox (page)', () => {
  it('lists the messages on a page that refreshes itself without script', async () => {
    await store('+95945550011', 'ShweLucky: 123456 is your code to register.');
    const res = await app.inject({ method: 'GET', url: API.demoOutboxPage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(res.body).toContain('+95945550011');
    expect(res.body).toContain('123456 is your code');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('escapes everything it shows and links only http(s) addresses', async () => {
    await store(
      '"><img src=x onerror=alert(1)>@x.io',
      '<script>alert(1)</script> see https://localhost/m/forget?resetToken=abc&x="y" or javascript:alert(1)',
      {
        channel: 'mail',
        subject: '<b>Reset</b>',
      },
    );
    const res = await app.inject({ method: 'GET', url: API.demoOutboxPage });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;b&gt;Reset&lt;/b&gt;');
    expect(res.body).toContain(
      '<a href="https://localhost/m/forget?resetToken=abc&amp;x=" rel="noreferrer">',
    );
    expect(res.body).not.toContain('href="javascript:');
  });

  it('says so when nothing was sent yet', async () => {
    const res = await app.inject({
      method: 'GET',
      url: API.demoOutboxPage,
      headers: { language: 'EN' },
    });
    expect(res.body).toContain('Nothing sent yet.');
  });
});
