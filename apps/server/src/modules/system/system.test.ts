import {
  API,
  countryList,
  customerServiceList,
  ERRORS,
  errorEnvelope,
  okEnvelope,
  siteStatus,
  templateSettings,
  WHITELABEL_SWITCHES,
  whitelabelMap,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let app: FastifyInstance;
beforeEach(async () => {
  t = await createTestApp();
  app = t.app;
});
afterEach(() => t.close());

const statusOf = async (
  target: FastifyInstance,
  request: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => {
  const res = await target.inject({ method: 'GET', url: API.system.status, ...request });
  expect(res.statusCode).toBe(200);
  return okEnvelope(siteStatus).parse(res.json()).value;
};

const errorOf = (body: unknown) => errorEnvelope.parse(body);

describe('GET /wps/system/status', () => {
  it('answers the demo site in normal mode with the caller location', async () => {
    const status = await statusOf(app);
    expect(status.siteMode).toBe(0);
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    expect(status.site.code).toBe('demo');
    // Its clock, for what the app shows by the site's hour and day.
    expect(status.site.timeZone).toBe('Asia/Yangon');
    expect(status.location).toEqual({ ip: '127.0.0.1', country: null });
  });

  it('answers mode 1 with the message while the site is in maintenance', async () => {
    await changeSite(app, { maintenance: true, maintenanceMessage: 'Back at 10:00' });
    const status = await statusOf(app);
    expect(status.siteMode).toBe(1);
    expect(status.maintenance).toBe(true);
    expect(status.maintenanceMessage).toBe('Back at 10:00');
  });

  it('answers mode 2 when the caller is in a blocked range', async () => {
    await changeSite(app, { blockedCidrs: ['127.0.0.0/8'] });
    const status = await statusOf(app);
    expect(status.siteMode).toBe(2);
    expect(status.regionRestriction).toBe(true);
  });

  it('leaves callers outside the blocked ranges in normal mode', async () => {
    await changeSite(app, { blockedCidrs: ['10.0.0.0/8'] });
    expect((await statusOf(app)).siteMode).toBe(0);
  });

  it('answers mode 1 when the site is in maintenance and the caller is blocked', async () => {
    await changeSite(app, { maintenance: true, blockedCidrs: ['127.0.0.1/32'] });
    const status = await statusOf(app);
    expect(status.siteMode).toBe(1);
    expect(status.regionRestriction).toBe(true);
  });

  it('restricts a caller whose country is blocked, by the geo table', async () => {
    await changeSite(app, { blockedCountries: ['US'] });
    const fromUs = await statusOf(app, { remoteAddress: '203.0.113.9' });
    expect(fromUs.location).toEqual({ ip: '203.0.113.9', country: 'US' });
    expect(fromUs.siteMode).toBe(2);
    const fromTh = await statusOf(app, { remoteAddress: '198.51.100.1' });
    expect(fromTh.location.country).toBe('TH');
    expect(fromTh.siteMode).toBe(0);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    await changeSite(app, { blockedCountries: ['US'] });
    const status = await statusOf(app, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(status.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(status.siteMode).toBe(0);
  });

  it('honours X-Forwarded-For when the config trusts the proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      await changeSite(proxied.app, { blockedCountries: ['US'] });
      const status = await statusOf(proxied.app, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(status.location).toEqual({ ip: '203.0.113.9', country: 'US' });
      expect(status.siteMode).toBe(2);
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('answers every switch as a boolean, on by default', async () => {
    const res = await app.inject({ method: 'GET', url: API.system.whitelabel });
    const map = okEnvelope(whitelabelMap).parse(res.json()).value;
    expect(Object.keys(map).sort()).toEqual([...WHITELABEL_SWITCHES].sort());
    expect(Object.values(map).every((on) => on === true)).toBe(true);
  });

  it("reflects the site's overrides", async () => {
    await changeSite(app, { whitelabel: { REFERRAL: false, GAME3: false } });
    const res = await app.inject({ method: 'GET', url: API.system.whitelabel });
    const map = okEnvelope(whitelabelMap).parse(res.json()).value;
    expect(map.REFERRAL).toBe(false);
    expect(map.GAME3).toBe(false);
    expect(map.MISSION).toBe(true);
  });
});

describe('GET /wps/system/setting/template', () => {
  const templateOf = async () => {
    const res = await app.inject({ method: 'GET', url: API.system.template });
    return okEnvelope(templateSettings).parse(res.json()).value;
  };

  it('answers the new versions for the demo site (mem_cen and dep_func are 1)', async () => {
    const settings = await templateOf();
    expect(settings).toMatchObject({ version: 'new', detailVersion: 'new' });
    expect(settings.mobileTemplate.mem_cen).toBe('1');
  });

  it('follows mem_cen and dep_func separately', async () => {
    await changeSite(app, { mobileTemplate: { mem_cen: '0', dep_func: '1' } });
    expect(await templateOf()).toMatchObject({ version: 'base', detailVersion: 'new' });
    await changeSite(app, { mobileTemplate: { mem_cen: '1', dep_func: '0' } });
    expect(await templateOf()).toMatchObject({ version: 'new', detailVersion: 'base' });
  });
});

describe('GET /wps/system/country', () => {
  it("lists the site's countries in order, the first one the default", async () => {
    await changeSite(app, { countries: ['TH', 'MM', 'XX'] });
    const res = await app.inject({ method: 'GET', url: API.system.country });
    const list = okEnvelope(countryList).parse(res.json()).value;
    expect(list.countries.map((c) => c.countryCode)).toEqual(['TH', 'MM']);
    expect(list.countries[0]).toEqual({ countryCode: 'TH', name: 'Thailand', dialingCode: '66' });
    expect(list.defaultCountry).toBe('TH');
  });
});

describe('GET /wps/system/customerService', () => {
  it("answers the site's channels in order", async () => {
    const channels = [
      { type: 'WHATSAPP' as const, url: 'https://wa.me/1', label: 'WhatsApp' },
      { type: 'LIVECHAT' as const, url: '/m/service', label: 'Chat' },
    ];
    await changeSite(app, { customerService: channels });
    const res = await app.inject({ method: 'GET', url: API.system.customerService });
    expect(okEnvelope(customerServiceList).parse(res.json()).value).toEqual({
      customerService: channels,
    });
  });
});

describe('site and language of a request', () => {
  it('picks the site named by the Merchant header', async () => {
    await addSite(app, 'second');
    const status = await statusOf(app, { headers: { merchant: 'second' } });
    expect(status.site).toMatchObject({ code: 'second', name: 'Site second' });
  });

  it('answers 404 merchant.not.exist for an unknown Merchant header', async () => {
    const res = await app.inject({
      method: 'GET',
      url: API.system.status,
      headers: { merchant: 'nope' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.json()).errorCode).toBe('merchant.not.exist');
  });

  it('picks the site by host name when no Merchant header is sent', async () => {
    await addSite(app, 'second');
    const byHost = await statusOf(app, { headers: { host: 'SECOND.example:8080' } });
    expect(byHost.site.code).toBe('second');
    const unknownHost = await statusOf(app, { headers: { host: 'elsewhere.example' } });
    expect(unknownHost.site.code).toBe('demo');
  });

  it('answers the error text in the language of the Language header', async () => {
    const ask = (language: string) =>
      app.inject({
        method: 'GET',
        url: API.system.status,
        headers: { merchant: 'nope', language },
      });
    expect(errorOf((await ask('EN')).json()).message).toBe(ERRORS['merchant.not.exist'].EN);
    expect(errorOf((await ask('MY')).json()).message).toBe(ERRORS['merchant.not.exist'].MY);
  });

  it("falls back to the site's default language for one the site does not offer", async () => {
    await changeSite(app, { languages: ['EN'], defaultLanguage: 'EN', maintenance: true });
    const res = await app.inject({
      method: 'GET',
      url: API.games.types,
      headers: { language: 'MY' },
    });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res.json()).message).toBe(ERRORS['system.maintenance'].EN);
  });
});
