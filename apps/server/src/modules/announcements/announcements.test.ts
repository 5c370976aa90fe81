import { API, announcementsAnswer, errorEnvelope, okEnvelope } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, manualClock, sessionFor, siteByCode } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertAnnouncement } from './announcements.repository.js';
import type { NewAnnouncement } from './announcements.tables.js';

let t: TestApp;
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
  app = t.app;
});
afterEach(() => t.close());

const announcements = async (query = '', headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `${API.announcements}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return okEnvelope(announcementsAnswer).parse(res.json()).value;
};

const add = async (
  fields: Partial<NewAnnouncement>,
  texts: { language: string; title: string }[] = [{ language: 'EN', title: 'Added' }],
  code?: string,
) => {
  const site = await siteByCode(app, code);
  return insertAnnouncement(
    t.db,
    { merchant_id: site.id, type: 'PL', created_at: clock.now(), sort: 100, ...fields },
    texts.map((x) => ({ ...x, content: `<p>${x.title}</p>` })),
  );
};

describe('GET /wps/relay/announcements', () => {
  it('answers the seeded home content of the demo site in English', async () => {
    const value = await announcements('?types=B,PL,PU,H', { language: 'EN' });
    expect(value.banners).toHaveLength(2);
    expect(value.player).toHaveLength(4);
    expect(value.hot).toHaveLength(2);
    const executions = value.popup.map((p) => p.execution).sort();
    expect(executions).toEqual(['A', 'A', 'B', 'B', 'F']);
    expect(value.player[0]?.title).toBe(
      'Welcome to ShweLucky! Over 600 games are waiting for you.',
    );
    expect(value.footer).toEqual({ unreadCount: 0 });
  });

  it('answers the Burmese texts to a Burmese request, and by default', async () => {
    const burmese = await announcements('', { language: 'MY' });
    const byDefault = await announcements('');
    expect(burmese.hot[0]?.title).toBe('အသစ်- ကိုယ်ပိုင် ထီ');
    expect(byDefault).toEqual(burmese);
  });

  it('keeps popup HTML as authored, links and bold words included', async () => {
    const { popup } = await announcements('?types=PU', { language: 'EN' });
    const html = popup.map((p) => p.content).join('');
    expect(html).toContain('href="/m/activity"');
    expect(html).toMatch(/href="https?:\/\//);
    expect(html).toContain('<b>');
  });

  it('answers only the types asked for', async () => {
    const value = await announcements('?types=PL');
    expect(value.player).toHaveLength(4);
    expect([value.banners, value.popup, value.hot]).toEqual([[], [], []]);
    const none = await announcements('?types=A,PR');
    expect(none.player).toEqual([]);
  });

  it('falls back to English when an announcement has no text in the language asked', async () => {
    await add({ type: 'H' }, [{ language: 'EN', title: 'Only in English' }]);
    const { hot } = await announcements('?types=H', { language: 'MY' });
    expect(hot.map((h) => h.title)).toContain('Only in English');
    expect(hot).toHaveLength(3);
  });

  it('leaves out announcements before their start and after their end', async () => {
    const now = clock.now();
    await add({ starts_at: now + 60_000 }, [{ language: 'EN', title: 'Not yet' }]);
    await add({ ends_at: now }, [{ language: 'EN', title: 'Over' }]);
    await add({ starts_at: now - 1, ends_at: now + 60_000 }, [
      { language: 'EN', title: 'Running' },
    ]);
    const titles = async () =>
      (await announcements('?types=PL', { language: 'EN' })).player.map((p) => p.title);
    expect(await titles()).toContain('Running');
    expect(await titles()).not.toContain('Not yet');
    expect(await titles()).not.toContain('Over');
    clock.advance(60_000);
    expect(await titles()).toContain('Not yet');
    expect(await titles()).not.toContain('Running');
  });

  it('sorts by the sort column', async () => {
    await add({ sort: -1 }, [{ language: 'EN', title: 'First of all' }]);
    const { player } = await announcements('?types=PL', { language: 'EN' });
    expect(player[0]?.title).toBe('First of all');
    expect(player.at(-1)?.title).toBe(
      'Invite friends and earn a bonus for every friend who plays.',
    );
  });

  it("never shows another site's announcements", async () => {
    await addSite(app, 'other');
    await add({ type: 'H' }, [{ language: 'EN', title: 'Other site news' }], 'other');
    const demo = await announcements('?types=H', { language: 'EN' });
    expect(demo.hot.map((h) => h.title)).not.toContain('Other site news');
    const other = await announcements('?types=H', { language: 'EN', merchant: 'other' });
    expect(other.hot.map((h) => h.title)).toEqual(['Other site news']);
  });

  it("answers a member too, with how many of the member's announcements are unread", async () => {
    const member = await addMember(app);
    const { token } = await sessionFor(app, member.username, 'device-0001');
    const value = await announcements('', { authorization: token });
    // Ticker 4, news 2, popups of a session 3 (A, A, F): none opened yet.
    expect(value.footer.unreadCount).toBe(9);
    expect(value.popup).toHaveLength(5);
  });

  it('refuses malformed queries', async () => {
    for (const query of ['?types=b', '?types=B;PL', `?types=${'B,'.repeat(11)}B`, '?platform=X']) {
      const res = await app.inject({ method: 'GET', url: `${API.announcements}${query}` });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request_param_err');
    }
  });
});

describe('GET /wps/relay/banner/:id.svg', () => {
  it('draws each seeded banner as an SVG titled in the language of its URL', async () => {
    const { banners } = await announcements('?types=B', { language: 'EN' });
    const url = banners[0]?.url ?? '';
    expect(url).toMatch(/^\/wps\/relay\/banner\/\d+\.svg\?lang=EN$/);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // Drawn on two lines.
    expect(res.body).toContain('>Welcome credit: K 1,000</text>');
    expect(res.body).toContain('>to play</text>');
    const burmese = await app.inject({ method: 'GET', url: url.replace('lang=EN', 'lang=MY') });
    expect(burmese.body).toContain('ကြိုဆိုလက်ဆောင်');
  });

  it('escapes the title it draws', async () => {
    const id = await add({ type: 'B' }, [
      { language: 'EN', title: '<script>alert(1)</script> & more' },
    ]);
    const res = await app.inject({ method: 'GET', url: `/wps/relay/banner/${id}.svg?lang=EN` });
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#60;script&#62;');
  });

  it('answers 404 for unknown banners, non-banners and banners of another site', async () => {
    const ticker = await add({ type: 'PL' });
    await addSite(app, 'other');
    const foreign = await add({ type: 'B' }, undefined, 'other');
    for (const id of [999_999, ticker, foreign]) {
      const res = await app.inject({ method: 'GET', url: `/wps/relay/banner/${id}.svg` });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request.url.empty');
    }
  });

  it('refuses malformed ids and languages', async () => {
    for (const url of [
      '/wps/relay/banner/abc.svg',
      '/wps/relay/banner/0.svg',
      '/wps/relay/banner/1.svg?lang=XX',
      `/wps/relay/banner/${'9'.repeat(30)}.svg`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
    }
  });
});
