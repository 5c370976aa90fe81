import { API, DEMO_INBOX_COOKIE } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteByCode } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertOutboxMessage } from '../mail/index.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { demoMode: true } });
});
afterEach(() => t.close());

const store = async (recipient: string, body: string, subject: string | null = null) => {
  const site = await siteByCode(t.app);
  await insertOutboxMessage(t.db, {
    merchant_id: site.id,
    channel: subject === null ? 'sms' : 'mail',
    recipient,
    subject,
    body,
    created_at: Date.now(),
  });
};

/** A browser reading the page: it keeps the inbox cookie it is given. */
const browser = () => {
  let cookie = '';
  return async (recipient?: string, language = 'EN') => {
    const query = recipient === undefined ? '' : `?recipient=${encodeURIComponent(recipient)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.demoOutboxPage}${query}`,
      headers: { language, ...(cookie ? { cookie: `${DEMO_INBOX_COOKIE}=${cookie}` } : {}) },
    });
    cookie = res.cookies.find((c) => c.name === DEMO_INBOX_COOKIE)?.value ?? cookie;
    expect(res.statusCode).toBe(200);
    return res;
  };
};

describe('GET /demo/outbox (page)', () => {
  it("shows the browser's inbox on a page that refreshes itself without script", async () => {
    const page = browser();
    const first = await page();
    expect(first.body).toContain('<form method="get"><input name="recipient"');
    expect(first.body).not.toContain('http-equiv="refresh"'); // the visitor may be typing
    expect(first.body).toContain('Open the inbox of the mobile number or e-mail address');
    await page('945550011');
    await store('+95945550011', 'ShweLucky: 123456 is your code to register.');
    const res = await page();
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(res.body).toContain('Addresses of this browser: +95945550011');
    expect(res.body).toContain('123456 is your code');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('says so when an address is open in another browser, or is no address of the site', async () => {
    await browser()('945550011');
    await store('+95945550011', 'secret 123456');
    const other = browser();
    const taken = await other('945550011');
    expect(taken.body).toContain('This address is open in another browser');
    expect(taken.body).not.toContain('123456');
    expect((await other('+44 7700 900123')).body).toContain('not a mobile number or e-mail');
    const burmese = await other('945550011', 'MY');
    expect(burmese.body).toContain('အခြားဘရောက်ဇာတွင် ဖွင့်ထားပြီး');
  });

  it('escapes everything it shows and links only http(s) addresses', async () => {
    const address = '"><img/src=x/onerror=alert(1)>@x.io';
    const page = browser();
    await page(address);
    await store(
      address.toLowerCase(),
      '<script>alert(1)</script> see https://localhost/m/forget?resetToken=abc&x="y" or javascript:alert(1)',
      '<b>Reset</b>',
    );
    const res = await page(address);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('value="&quot;&gt;&lt;img/src=x/onerror=alert(1)&gt;@x.io"');
    expect(res.body).toContain('&lt;b&gt;Reset&lt;/b&gt;');
    expect(res.body).toContain(
      '<a href="https://localhost/m/forget?resetToken=abc&amp;x=" rel="noreferrer">',
    );
    expect(res.body).not.toContain('href="javascript:');
  });

  it('says so when nothing was sent yet', async () => {
    expect((await browser()('945550011')).body).toContain('Nothing sent yet.');
  });
});
