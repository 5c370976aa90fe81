import {
  API,
  DEMO_INBOX_COOKIE,
  errorEnvelope,
  OUTBOX_LIMIT,
  OUTBOX_WINDOW_MS,
  okEnvelope,
  outboxList,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE, manualClock, siteByCode } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertOutboxMessage } from '../mail/index.js';
import { updateMerchant } from '../system/index.js';

let t: TestApp;
let app: FastifyInstance;
const clock = manualClock();
beforeEach(async () => {
  t = await createTestApp({ config: { demoMode: true, now: clock.now } });
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
    created_at: options.at ?? clock.now(),
  });
};

/** A browser: it keeps the inbox cookie the server gives it, as a browser would. */
const browser = (merchant?: string) => {
  let cookie: string | undefined;
  const get = async (path: string, recipient?: string) => {
    const query = recipient === undefined ? '' : `?recipient=${encodeURIComponent(recipient)}`;
    const res = await app.inject({
      method: 'GET',
      url: `${path}${query}`,
      headers: {
        ...(cookie ? { cookie: `${DEMO_INBOX_COOKIE}=${cookie}` } : {}),
        ...(merchant ? { merchant } : {}),
        language: 'EN',
      },
    });
    cookie = res.cookies.find((c) => c.name === DEMO_INBOX_COOKIE)?.value ?? cookie;
    return res;
  };
  return {
    get,
    inbox: async (recipient?: string) => {
      const res = await get(API.demoOutbox, recipient);
      expect(res.statusCode, res.body).toBe(200);
      return okEnvelope(outboxList).parse(res.json()).value;
    },
    page: (recipient?: string) => get(API.demoOutboxPage, recipient),
  };
};

const postSms = (mobileNum: string) =>
  app.inject({
    method: 'POST',
    url: API.verification.smsRegister,
    payload: { mobileNum, countryDialingCode: '95' },
  });

describe('GET /wps/demo/outbox', () => {
  it('shows a browser the SMS codes and mails sent to the addresses it opened', async () => {
    expect((await postSms('945550011')).statusCode).toBe(200);
    await store('alice@example.com', 'reset link', { channel: 'mail', subject: 'Reset' });
    const visitor = browser();
    const sms = await visitor.inbox('09 4555 0011');
    expect(sms).toMatchObject({ addresses: ['+95945550011'], taken: false });
    expect(sms.messages[0]?.body).toMatch(/\b\d{6}\b/);
    const both = await visitor.inbox('Alice@Example.com');
    expect(both.addresses).toEqual(['+95945550011', 'alice@example.com']);
    expect(both.messages.map((m) => m.recipient)).toEqual(['alice@example.com', '+95945550011']);
    expect(both.messages[0]).toMatchObject({
      channel: 'mail',
      subject: 'Reset',
      body: 'reset link',
    });
    expect((await visitor.inbox()).messages).toHaveLength(2);
    expect((await visitor.inbox('+95 945550011')).addresses).toHaveLength(2); // the same number
  });

  it("never shows another browser an address's messages, though it names the address (A.8)", async () => {
    const owner = browser();
    await owner.inbox('945550011');
    await store('+95945550011', 'ShweLucky: 123456 is your code to reset the password.');
    for (const other of [browser(), browser()]) {
      await other.inbox('945550022'); // an inbox of its own first, for the second one
      const asked = await other.inbox('945550011');
      expect(asked.taken).toBe(true);
      expect(asked.addresses).not.toContain('+95945550011');
      expect(JSON.stringify(asked)).not.toContain('123456');
    }
    expect((await owner.inbox()).messages.map((m) => m.body)).toEqual([
      'ShweLucky: 123456 is your code to reset the password.',
    ]);
  });

  it('lists nothing to a browser that opened no address, and ignores a made-up cookie', async () => {
    await store('+95945550011', 'one');
    await store('bob@example.com', 'two', { channel: 'mail' });
    expect(await browser().inbox()).toEqual({ addresses: [], taken: false, messages: [] });
    const res = await app.inject({
      method: 'GET',
      url: API.demoOutbox,
      headers: { cookie: `${DEMO_INBOX_COOKIE}=../../etc` },
    });
    expect(okEnvelope(outboxList).parse(res.json()).value.messages).toEqual([]);
    expect(res.cookies.find((c) => c.name === DEMO_INBOX_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('shows the messages of the last 30 minutes only', async () => {
    const visitor = browser();
    await visitor.inbox('945550011');
    await store('+95945550011', 'old', { at: clock.now() - OUTBOX_WINDOW_MS - 1 });
    await store('+95945550011', 'recent', { at: clock.now() - 29 * MINUTE });
    expect((await visitor.inbox()).messages.map((m) => m.body)).toEqual(['recent']);
  });

  it(`answers at most ${OUTBOX_LIMIT} messages, newest first`, async () => {
    const visitor = browser();
    await visitor.inbox('945550011');
    for (let i = 0; i < OUTBOX_LIMIT + 5; i++) await store('+95945550011', `message ${i}`);
    const { messages } = await visitor.inbox();
    expect(messages).toHaveLength(OUTBOX_LIMIT);
    expect(messages[0]?.body).toBe(`message ${OUTBOX_LIMIT + 4}`);
  });

  it("keeps each site's inboxes apart", async () => {
    await addSite(app, 'other');
    await updateMerchant(t.db, 'other', { is_demo: 1 });
    await store('+95945550011', 'for other', { code: 'other' });
    const visitor = browser('other');
    expect((await visitor.inbox('945550011')).messages.map((m) => m.body)).toEqual(['for other']);
    // On the demo site the same number is still nobody's.
    expect(await browser().inbox('945550011')).toMatchObject({ taken: false, messages: [] });
  });

  it('does not exist on a site that is not a demo site, even in demo mode', async () => {
    await addSite(app, 'real');
    await store('+95945550011', 'secret code 123456', { code: 'real' });
    for (const path of [API.demoOutbox, API.demoOutboxPage]) {
      const res = await browser('real').get(path, '945550011');
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request.url.empty');
      expect(res.body).not.toContain('123456');
      expect(res.cookies).toEqual([]);
    }
  });

  it('refuses a malformed recipient, and a number of no country of the site', async () => {
    for (const recipient of ['abc', '12', '1'.repeat(25), `${'a'.repeat(300)}@example.com`]) {
      const res = await browser().get(API.demoOutbox, recipient);
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request_param_err');
    }
    const foreign = await browser().get(API.demoOutbox, '+44 7700 900123');
    expect(errorEnvelope.parse(foreign.json()).errorCode).toBe('mobile.invalid');
  });
});
