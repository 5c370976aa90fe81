import { API, okEnvelope, siteStatus, templateSettings } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const BURMESE = /[\u1000-\u109f]/;
const WIRE_FIELDS = [
  'app_background',
  'app_desc',
  'app_desc_font_color',
  'dep_func',
  'login_prompt_text',
  'mem_cen',
];

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const statusIn = async (headers: Record<string, string> = {}) =>
  okEnvelope(siteStatus).parse(await get(API.system.status, headers)).value.mobileTemplate;
const templateIn = async (headers: Record<string, string> = {}) =>
  okEnvelope(templateSettings).parse(await get(API.system.template, headers)).value.mobileTemplate;

describe('mobile template texts per language (A.16)', () => {
  it("serves the demo site's login prompt and app description in the request's language", async () => {
    for (const read of [statusIn, templateIn]) {
      const english = await read({ language: 'EN' });
      const burmese = await read({ language: 'MY' });
      expect(english.login_prompt_text).toMatch(/^<p>New here\?/);
      expect(english.app_desc).toMatch(/^Install the ShweLucky app/);
      expect(burmese.login_prompt_text).toMatch(BURMESE);
      expect(burmese.app_desc).toMatch(BURMESE);
      expect(burmese.login_prompt_text).not.toBe(english.login_prompt_text);
      // No Language header: the site's default language (MY).
      expect(await read()).toEqual(burmese);
    }
  });

  it('keeps the wire fields of spec/01 §3, each a single string', async () => {
    const template = await get(API.system.status, { language: 'EN' });
    const fields = template.value.mobileTemplate as Record<string, unknown>;
    expect(Object.keys(fields).sort()).toEqual(WIRE_FIELDS);
    expect(Object.values(fields).every((v) => typeof v === 'string')).toBe(true);
  });

  it("falls back to the default language's text, and a plain text serves every language", async () => {
    await changeSite(t.app, {
      mobileTemplate: { login_prompt_text: { MY: '<p>မြန်မာ</p>' }, app_desc: 'One for all' },
    });
    expect(await statusIn({ language: 'EN' })).toMatchObject({
      login_prompt_text: '<p>မြန်မာ</p>',
      app_desc: 'One for all',
    });
    await changeSite(t.app, { defaultLanguage: 'EN', mobileTemplate: { app_desc: { EN: 'Hi' } } });
    expect(await templateIn({ language: 'MY' })).toMatchObject({
      login_prompt_text: '<p>မြန်မာ</p>', // the only text there is
      app_desc: 'Hi',
    });
  });

  it("describes the installed app in the site's default language", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(res.json().description).toMatch(BURMESE);
    await changeSite(t.app, { defaultLanguage: 'EN' });
    const english = await t.app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(english.json().description).toMatch(/^Install the ShweLucky app/);
  });
});
