import { API, bannersAnswer, errorEnvelope, HOME_BANNER_GROUP, okEnvelope } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, siteByCode } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertBannerRows } from './banners.repository.js';
import { addBanner, type NewBannerInput } from './banners.service.js';

let t: TestApp;
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
  app = t.app;
});
afterEach(() => t.close());

const url = (group = HOME_BANNER_GROUP) => `${API.banners}?groupName=${group}`;

const banners = async (headers: Record<string, string> = {}, group?: string) => {
  const res = await app.inject({ method: 'GET', url: url(group), headers });
  expect(res.statusCode).toBe(200);
  return okEnvelope(bannersAnswer).parse(res.json()).value.list;
};

const add = async (input: Partial<NewBannerInput> & { title?: string }, code?: string) => {
  const site = await siteByCode(app, code);
  const { title = 'Added', ...rest } = input;
  return addBanner(
    { db: t.db, now: clock.now, log: app.log, site },
    {
      group: HOME_BANNER_GROUP,
      sort: 0,
      action: null,
      translations: [{ language: 'EN', title, imageUrl: '/m/banners/added.svg' }],
      ...rest,
    },
  );
};

describe('GET /wps/relay/banners', () => {
  it("answers the demo site's home banners in English, each with a tap action", async () => {
    const list = await banners({ language: 'EN' });
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({
      title: 'Welcome bonus: K 1,000 free for new members',
      imageUrl: '/m/banners/welcome-en.svg',
      action: { kind: 'PATH', path: '/m/register' },
    });
    expect(list.map((b) => b.action?.kind)).toEqual([
      'PATH',
      'GAME',
      'CATEGORY',
      'CATEGORY',
      'URL',
      'PROMOTION',
    ]);
  });

  it('answers the Burmese pictures to a Burmese request, and by default', async () => {
    const burmese = await banners({ language: 'MY' });
    expect(burmese[0]?.imageUrl).toBe('/m/banners/welcome-my.svg');
    expect(burmese[0]?.title).toContain('ကြိုဆို');
    expect(await banners()).toEqual(burmese);
  });

  it('falls back to the default language, then English, when a banner lacks the one asked', async () => {
    await add({ sort: -1, title: 'Only in English' });
    const list = await banners({ language: 'MY' });
    expect(list[0]?.title).toBe('Only in English');
    expect(list).toHaveLength(7);
  });

  it('answers only the group asked for, and nothing for a group without banners', async () => {
    await add({ group: 'm_lottery', title: 'Lottery page' });
    expect((await banners({ language: 'EN' })).map((b) => b.title)).not.toContain('Lottery page');
    expect(await banners({ language: 'EN' }, 'm_lottery')).toHaveLength(1);
    expect(await banners({}, 'pc_home')).toEqual([]);
  });

  it('leaves out banners switched off, before their start and after their end', async () => {
    const now = clock.now();
    await add({ title: 'Not yet', startsAt: now + 60_000 });
    await add({ title: 'Over', endsAt: now });
    const site = await siteByCode(app);
    await insertBannerRows(
      t.db,
      { merchant_id: site.id, group_name: HOME_BANNER_GROUP, enabled: 0, created_at: now },
      [{ language: 'EN', title: 'Switched off', image_url: '/m/x.svg' }],
    );
    const titles = async () => (await banners({ language: 'EN' })).map((b) => b.title);
    expect(await titles()).not.toEqual(expect.arrayContaining(['Not yet', 'Over', 'Switched off']));
    expect(await titles()).toHaveLength(6);
    clock.advance(60_000);
    expect(await titles()).toContain('Not yet');
    expect(await titles()).not.toContain('Switched off');
  });

  it('shows a banner whose stored action is broken, without an action', async () => {
    const site = await siteByCode(app);
    for (const action of ['not json', '{"kind":"URL","url":"http://plain.example"}']) {
      await insertBannerRows(
        t.db,
        { merchant_id: site.id, group_name: HOME_BANNER_GROUP, sort: -1, action, created_at: 1 },
        [{ language: 'EN', title: action, image_url: '/m/x.svg' }],
      );
    }
    const list = await banners({ language: 'EN' });
    expect(list.slice(0, 2).map((b) => [b.title, b.action])).toEqual([
      ['not json', null],
      ['{"kind":"URL","url":"http://plain.example"}', null],
    ]);
  });

  it('refuses to store an action the contract does not allow', async () => {
    const bad = [
      { kind: 'URL', url: 'javascript:alert(1)' },
      { kind: 'URL', url: 'http://plain.example' },
      { kind: 'PATH', path: '//evil.example/m/home' },
      { kind: 'GAME', nodeId: '0' },
      { kind: 'CATEGORY', gameType: 'POKER' },
    ];
    for (const action of bad) {
      await expect(add({ action } as unknown as Partial<NewBannerInput>)).rejects.toThrow();
    }
    expect(await banners({ language: 'EN' })).toHaveLength(6);
  });

  it("never shows another site's banners", async () => {
    await addSite(app, 'other');
    await add({ title: 'Other site banner' }, 'other');
    const demo = await banners({ language: 'EN' });
    expect(demo.map((b) => b.title)).not.toContain('Other site banner');
    const other = await banners({ language: 'EN', merchant: 'other' });
    expect(other.map((b) => b.title)).toEqual(['Other site banner']);
  });

  it('refuses a missing or malformed group with request_param_err', async () => {
    for (const query of [
      '',
      '?groupName=',
      '?groupName=M_HOME',
      '?groupName=m-home',
      `?groupName=${'a'.repeat(40)}`,
    ]) {
      const res = await app.inject({ method: 'GET', url: `${API.banners}${query}` });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request_param_err');
    }
  });
});
