import {
  API,
  errorEnvelope,
  helpCentreAnswer,
  helpEntryAnswer,
  pathWith,
  userAgreementAnswer,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { manualClock } from '../../../test/members.js';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoSite } from '../../seed/demo-site.js';
import { addHelpEntry, saveUserAgreement } from './index.js';

let t: TestApp;
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
  app = t.app;
});
afterEach(() => t.close());

type Query = Record<string, string | number | undefined>;
const centre = (query: Query = {}, headers: Record<string, string> = {}) =>
  getOk(app, helpCentreAnswer, urlOf(API.help.centre, query), headers);
const entryUrl = (index: number | string, query: Query = {}) =>
  urlOf(pathWith(API.help.entry, { index }), query);
const entry = (index: number, query: Query = {}, headers: Record<string, string> = {}) =>
  getOk(app, helpEntryAnswer, entryUrl(index, query), headers);
const agreement = (query: Query = {}, headers: Record<string, string> = {}) =>
  getOk(app, userAgreementAnswer, urlOf(API.help.userAgreement, query), headers);

/** A refusal's status, code, localized message and the fields it names. */
const refusal = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  const body = errorEnvelope.parse(res.json());
  const fields = (body.value?.fields as { field: string }[] | undefined)?.map((f) => f.field);
  return { status: res.statusCode, code: body.errorCode, message: body.message, fields };
};

const SEEDED_TOPICS = [
  'How do I deposit?',
  'How do I withdraw my winnings?',
  'How do I play?',
  'How do I claim a promotion?',
  'How do I keep my account safe?',
  'Playing responsibly',
  'How do I contact customer service?',
];

describe('GET /wps/system/helpCenter', () => {
  it("answers the demo site's seeded entries in English, in order, with their index", async () => {
    const value = await centre({ lang: 'EN', device: 'MOBILE' });
    expect(value.list.map((e) => e.title)).toEqual(SEEDED_TOPICS);
    expect(value.list.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(value).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 7 });
    expect(value.list[0]?.content).toContain('<ol>');
    expect(value.list[0]?.content).toContain('href="/m/service"');
  });

  it('answers Burmese to lang MY, and follows the request language (else the site default)', async () => {
    const burmese = await centre({ lang: 'MY' });
    expect(burmese.list[0]?.title).toBe('ငွေသွင်းနည်း');
    expect(burmese.list.map((e) => e.id)).toEqual(
      (await centre({ lang: 'EN' })).list.map((e) => e.id),
    );
    expect(await centre({}, { language: 'EN' })).toEqual(await centre({ lang: 'EN' }));
    expect(await centre()).toEqual(burmese); // the demo site's default language
    expect((await centre({ lang: 'MY' }, { language: 'EN' })).list[0]?.title).toBe('ငွေသွင်းနည်း');
  });

  it('pages like every list, indexes counting from the first page', async () => {
    const second = await centre({ lang: 'EN', pageNo: 2, pageSize: 3 });
    expect(second.list.map((e) => e.index)).toEqual([3, 4, 5]);
    expect(second.list.map((e) => e.title)).toEqual(SEEDED_TOPICS.slice(3, 6));
    expect(second).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 7 });
    const beyond = await centre({ lang: 'EN', pageNo: 9, pageSize: 3 });
    expect(beyond.list).toEqual([]);
    expect(beyond.totalCount).toBe(7);
  });

  it('refuses an unknown language or device with request_param_err naming the field', async () => {
    for (const lang of ['FR', 'en', 'xx', '']) {
      expect(await refusal(urlOf(API.help.centre, { lang })), lang).toMatchObject({
        status: 400,
        code: 'request_param_err',
        fields: ['lang'],
      });
    }
    const device = await refusal(urlOf(API.help.centre, { device: 'PC' }), { language: 'EN' });
    expect(device).toMatchObject({ status: 400, code: 'request_param_err', fields: ['device'] });
    expect(device.message).toBe('The request is not valid. Please check your input.');
    const page = await refusal(urlOf(API.help.centre, { pageSize: 101 }));
    expect(page).toMatchObject({ status: 400, fields: ['pageSize'] });
  });

  it('shows an entry written in one language only, in that language, and sorts by sort', async () => {
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await addHelpEntry(ctx, {
      device: 'MOBILE',
      sort: -1,
      texts: { MY: { title: 'မြန်မာဖြင့်သာ', content: '<p>MY</p>' } },
    });
    const english = await centre({ lang: 'EN' });
    expect(english.list[0]).toMatchObject({ index: 0, title: 'မြန်မာဖြင့်သာ' });
    expect(english.list[1]?.title).toBe(SEEDED_TOPICS[0]);
    expect(english.totalCount).toBe(8);
  });

  it("never shows another site's entries; a site without any answers an empty list", async () => {
    await addSite(app, 'other');
    const other = await centre({ lang: 'EN' }, { merchant: 'other' });
    expect(other).toEqual({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 });
    const ctx = await siteCtxOf(t.db, 'other', clock.now);
    await addHelpEntry(ctx, {
      device: 'MOBILE',
      sort: 0,
      texts: { EN: { title: 'Other site topic', content: '<p>x</p>' } },
    });
    expect((await centre({ lang: 'EN' }, { merchant: 'other' })).list.map((e) => e.title)).toEqual([
      'Other site topic',
    ]);
    expect((await centre({ lang: 'EN' })).list.map((e) => e.title)).not.toContain(
      'Other site topic',
    );
  });

  it('answers function.not.available when the site switched HELP3 off', async () => {
    await changeSite(app, { whitelabel: { HELP3: false } });
    for (const url of [API.help.centre, entryUrl(0), API.help.userAgreement]) {
      expect(await failureOf(app, { method: 'GET', url }), url).toEqual({
        status: 403,
        code: 'function.not.available',
      });
    }
  });
});

describe('GET /wps/system/helpCenter/:index', () => {
  it('answers the entry at an index with the count, in the language asked', async () => {
    const third = await entry(2, { lang: 'EN', device: 'MOBILE' });
    const listed = (await centre({ lang: 'EN' })).list[2];
    expect(third).toEqual({ ...listed, total: 7 });
    expect((await entry(6, { lang: 'MY' })).title).toBe('ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်နည်း');
  });

  it('answers help.entry.not.exist past the last entry, in the language of the request', async () => {
    expect(await refusal(entryUrl(7, { lang: 'EN' }), { language: 'EN' })).toMatchObject({
      status: 404,
      code: 'help.entry.not.exist',
      message: 'This help article does not exist.',
    });
    const burmese = await refusal(entryUrl(9999));
    expect(burmese).toMatchObject({ status: 404, message: 'ဤအကူအညီ ဆောင်းပါး မရှိပါ။' });
  });

  it('refuses an index that is not a whole number from 0 to 9999', async () => {
    for (const index of ['-1', 'abc', '1.5', '10000', '1e3x']) {
      expect(await refusal(entryUrl(index)), index).toMatchObject({
        status: 400,
        code: 'request_param_err',
        fields: ['index'],
      });
    }
    expect(await refusal(entryUrl(0, { lang: 'de' }))).toMatchObject({ fields: ['lang'] });
  });
});

describe('GET /wps/system/userAgreement', () => {
  it("answers the site's terms in English and Burmese, dated when they were published", async () => {
    const english = await agreement({ lang: 'EN' });
    expect(english.title).toBe('ShweLucky user agreement');
    expect(english.content).toContain('<h3>1. Who may play</h3>');
    expect(english.updatedAt).toBe(Date.UTC(2026, 0, 1));
    const burmese = await agreement({ lang: 'MY' });
    expect(burmese.title).toBe('ShweLucky အသုံးပြုသူ သဘောတူညီချက်');
    expect(await agreement()).toEqual(burmese);
    expect(await agreement({}, { language: 'EN' })).toEqual(english);
  });

  it('replaces one language when the site publishes a new version, dated now', async () => {
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await saveUserAgreement(ctx, 'EN', { title: 'Terms v2', content: '<p>New</p>' });
    expect(await agreement({ lang: 'EN' })).toEqual({
      title: 'Terms v2',
      content: '<p>New</p>',
      updatedAt: clock.now(),
    });
    expect((await agreement({ lang: 'MY' })).updatedAt).toBe(Date.UTC(2026, 0, 1));
  });

  it('answers help.agreement.not.exist for a site without terms, and refuses unknown lang', async () => {
    await addSite(app, 'bare');
    expect(await refusal(API.help.userAgreement, { merchant: 'bare' })).toMatchObject({
      status: 404,
      code: 'help.agreement.not.exist',
    });
    expect(await refusal(urlOf(API.help.userAgreement, { lang: 'ZH' }))).toMatchObject({
      status: 400,
      code: 'request_param_err',
      fields: ['lang'],
    });
  });
});

describe('the demo help seed', () => {
  it("adds nothing when it runs again, and leaves the operator's agreement text alone", async () => {
    const before = await centre({ lang: 'EN' });
    const burmese = await agreement({ lang: 'MY' });
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await saveUserAgreement(ctx, 'EN', { title: 'Our own terms', content: '<p>Edited</p>' });
    await t.db.deleteFrom('seed_steps').where('name', '=', 'demo-help').execute();
    await seedDemoSite(t.db, { passwordHashLog2: 10, history: false });
    expect(await centre({ lang: 'EN' })).toEqual(before);
    expect((await agreement({ lang: 'EN' })).title).toBe('Our own terms');
    expect(await agreement({ lang: 'MY' })).toEqual(burmese);
  });
});
