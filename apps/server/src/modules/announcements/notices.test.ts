import { API, errorEnvelope, pathWith } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders } from '../../../test/accounts.js';
import { failureOf, urlOf } from '../../../test/http.js';
import { manualClock, memberWithSession, sessionFor, siteByCode } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_READ_TITLES } from '../../seed/demo-notice-reads.js';
import { insertAnnouncement } from './announcements.repository.js';
import type { NewAnnouncement } from './announcements.tables.js';
import { removeNoticeReadsOf } from './notices.service.js';
import {
  detailOf,
  homeUnreadOf,
  idOfTitle,
  listOf,
  markRead,
  markReadOk,
  storedReads,
  unreadOf,
} from './notices.test-support.js';

/** Seeding every demo member's history (agent01's team too) takes a while on a busy machine. */
const SEEDED_TIMEOUT = 120_000;

let t: TestApp;
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
  app = t.app;
});
afterEach(() => t.close());

const add = async (fields: Partial<NewAnnouncement>, title: string, code?: string) => {
  const site = await siteByCode(app, code);
  return insertAnnouncement(
    t.db,
    { merchant_id: site.id, type: 'H', created_at: clock.now(), sort: 0, ...fields },
    [{ language: 'EN', title, content: `<p>${title} <b>in full</b> &amp; more</p>` }],
  );
};

const VISITOR_TITLES = [
  'Welcome to ShweLucky! Over 600 games are waiting for you.',
  'Deposits and withdrawals are processed 24 hours a day.',
  'Scheduled maintenance: Sunday 02:00-03:00 (Yangon time).',
  'Invite friends and earn a bonus for every friend who plays.',
  'Join ShweLucky',
  'Play on your home screen',
  'New: in-house lottery',
  'VIP levels are here',
];

describe('GET /wps/relay/notices', () => {
  it('lists ticker lines, news and the visitor popups, without read state', async () => {
    const page = await listOf(app);
    expect(page.list.map((n) => n.title)).toEqual(VISITOR_TITLES);
    expect(page.list.map((n) => n.type)).toEqual(['PL', 'PL', 'PL', 'PL', 'PU', 'PU', 'H', 'H']);
    expect(page.list.every((n) => n.read === null)).toBe(true);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 8, unreadCount: null });
  });

  it('shows a member the popups of a session (A and F) and every one unread', async () => {
    const member = await memberWithSession(t.db);
    const page = await listOf(app, member.headers);
    const popups = page.list.filter((n) => n.type === 'PU').map((n) => n.title);
    expect(popups).toEqual(['Weekly cashback', 'Keep your account safe', 'Welcome aboard!']);
    expect(page.totalCount).toBe(9);
    expect(page.list.every((n) => n.read === false)).toBe(true);
    expect(page.unreadCount).toBe(9);
  });

  it('summarises the HTML as plain words and dates entries by their start', async () => {
    const id = await add({ starts_at: clock.now() - 60_000 }, 'Fresh news');
    const [first] = (await listOf(app)).list;
    expect(first).toMatchObject({ id, title: 'Fresh news', publishedAt: clock.now() - 60_000 });
    expect(first?.summary).toBe('Fresh news in full & more');
  });

  it('puts the newest first and leaves out what has not started or has ended', async () => {
    await add({ created_at: clock.now() - 1000 }, 'Older');
    await add({ created_at: clock.now() }, 'Newer');
    await add({ starts_at: clock.now() + 60_000 }, 'Later');
    await add({ ends_at: clock.now() }, 'Ended');
    const titles = (await listOf(app)).list.map((n) => n.title);
    expect(titles.slice(0, 2)).toEqual(['Newer', 'Older']);
    expect(titles).not.toContain('Later');
    expect(titles).not.toContain('Ended');
    clock.advance(60_000);
    expect((await listOf(app)).list[0]?.title).toBe('Later');
  });

  it('answers Burmese texts in Burmese, English where an entry has none', async () => {
    await add({}, 'Only in English');
    const { list } = await listOf(app, { language: 'MY' });
    expect(list.map((n) => n.title)).toContain('Only in English');
    expect(list.map((n) => n.title)).toContain('အသစ်- ကိုယ်ပိုင် ထီ');
  });

  it('pages the list', async () => {
    const second = await listOf(app, {}, { pageNo: 2, pageSize: 3 });
    expect(second.list.map((n) => n.title)).toEqual(VISITOR_TITLES.slice(3, 6));
    expect(second).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 8 });
    expect((await listOf(app, {}, { pageNo: 4, pageSize: 3 })).list).toEqual([]);
  });

  it("never lists another site's announcements", async () => {
    await addSite(app, 'other');
    await add({}, 'Other site news', 'other');
    expect((await listOf(app)).list.map((n) => n.title)).not.toContain('Other site news');
    const other = await listOf(app, { merchant: 'other' });
    expect(other.list.map((n) => n.title)).toEqual(['Other site news']);
  });

  it('refuses malformed paging', async () => {
    for (const query of [{ pageNo: 0 }, { pageNo: 'x' }, { pageSize: 0 }, { pageSize: 101 }]) {
      const url = urlOf(API.notices.list, query);
      expect(await failureOf(app, { method: 'GET', url })).toEqual({
        status: 400,
        code: 'request_param_err',
      });
    }
  });
});

describe('GET /wps/relay/notices/:id', () => {
  it('answers one listed announcement in full, HTML as authored', async () => {
    const id = await add({}, 'Full text');
    const detail = await detailOf(app, id);
    expect(detail).toMatchObject({ id, type: 'H', title: 'Full text', read: null });
    expect(detail.content).toBe('<p>Full text <b>in full</b> &amp; more</p>');
  });

  it('answers notice.not.exist for what the visitor does not list', async () => {
    const member = await memberWithSession(t.db);
    const sessionPopup = await idOfTitle(app, 'Weekly cashback', member.headers);
    const banner = await add({ type: 'B' }, 'A banner');
    const ended = await add({ ends_at: clock.now() }, 'Ended');
    await addSite(app, 'other');
    const foreign = await add({}, 'Other site news', 'other');
    for (const id of [sessionPopup, banner, ended, foreign, 999_999]) {
      const url = pathWith(API.notices.detail, { id });
      expect(await failureOf(app, { method: 'GET', url })).toEqual({
        status: 404,
        code: 'notice.not.exist',
      });
    }
    // The member lists the session's popup; the visitor's popups are not theirs.
    expect((await detailOf(app, sessionPopup, member.headers)).read).toBe(false);
    const visitorPopup = await idOfTitle(app, 'Join ShweLucky');
    const url = pathWith(API.notices.detail, { id: visitorPopup });
    expect((await failureOf(app, { method: 'GET', url, headers: member.headers })).status).toBe(
      404,
    );
  });

  it('refuses malformed ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(12)]) {
      const url = `${API.notices.list}/${id}`;
      expect((await failureOf(app, { method: 'GET', url })).code).toBe('request_param_err');
    }
  });
});

describe('POST /wps/relay/notices/read', () => {
  it('marks an announcement read for the member: list, detail and counts follow', async () => {
    const member = await memberWithSession(t.db);
    const id = await idOfTitle(app, 'VIP levels are here', member.headers);
    expect(await markReadOk(app, id, member.headers)).toBe(8);
    const page = await listOf(app, member.headers);
    expect(page.list.filter((n) => n.read).map((n) => n.id)).toEqual([id]);
    expect(page.unreadCount).toBe(8);
    expect((await detailOf(app, id, member.headers)).read).toBe(true);
    expect(await unreadOf(app, member.headers)).toBe(8);
    expect(await homeUnreadOf(app, member.headers)).toBe(8);
  });

  it('keeps the first read when marked again', async () => {
    const member = await memberWithSession(t.db);
    const id = await idOfTitle(app, 'VIP levels are here', member.headers);
    await markReadOk(app, id, member.headers);
    const first = await storedReads(t.db, member.id);
    clock.advance(60_000);
    expect(await markReadOk(app, id, member.headers)).toBe(8);
    expect(await storedReads(t.db, member.id)).toEqual(first);
    expect(first).toEqual([
      { member_id: member.id, announcement_id: id, read_at: clock.now() - 60_000 },
    ]);
  });

  it("never shows or changes another member's read marks", async () => {
    const reader = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const id = await idOfTitle(app, 'VIP levels are here', reader.headers);
    await markReadOk(app, id, reader.headers);
    const page = await listOf(app, other.headers);
    expect(page.list.every((n) => n.read === false)).toBe(true);
    expect(page.unreadCount).toBe(9);
    expect((await detailOf(app, id, other.headers)).read).toBe(false);
    expect(await unreadOf(app, other.headers)).toBe(9);
    // The other member's read is theirs alone; the reader's stays as it was.
    const another = await idOfTitle(app, 'Weekly cashback', other.headers);
    await markReadOk(app, another, other.headers);
    expect((await listOf(app, reader.headers)).unreadCount).toBe(8);
    expect((await detailOf(app, another, reader.headers)).read).toBe(false);
  });

  it("refuses an announcement the member does not list, another site's included", async () => {
    const member = await memberWithSession(t.db);
    await addSite(app, 'other');
    const foreign = await add({}, 'Other site news', 'other');
    const visitorPopup = await idOfTitle(app, 'Join ShweLucky');
    const banner = await add({ type: 'B' }, 'A banner');
    const before = await storedReads(t.db);
    for (const id of [foreign, visitorPopup, banner, 999_999]) {
      const res = await markRead(app, { id }, member.headers);
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('notice.not.exist');
    }
    expect(await storedReads(t.db)).toEqual(before);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const member = await memberWithSession(t.db);
    const before = await storedReads(t.db);
    for (const payload of [{}, { id: 'x' }, { id: 0 }, { id: -3 }, { id: 1.5 }]) {
      const res = await markRead(app, payload, member.headers);
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe('request_param_err');
    }
    expect(await storedReads(t.db)).toEqual(before);
  });

  it('needs a session, and stores nothing without one', async () => {
    const id = await idOfTitle(app, 'VIP levels are here');
    const before = await storedReads(t.db);
    for (const headers of [{}, authHeaders('not-a-live-token')]) {
      const res = await markRead(app, { id }, headers);
      expect(res.statusCode).toBe(401);
    }
    expect(await storedReads(t.db)).toEqual(before);
  });
});

describe('GET /wps/relay/notices/unread', () => {
  it('needs a session', async () => {
    const res = await failureOf(app, { method: 'GET', url: API.notices.unread });
    expect(res.status).toBe(401);
  });

  it("counts new announcements as they start, and a visitor's home count is 0", async () => {
    const member = await memberWithSession(t.db);
    expect(await unreadOf(app, member.headers)).toBe(9);
    await add({ starts_at: clock.now() + 1000 }, 'Soon');
    expect(await unreadOf(app, member.headers)).toBe(9);
    clock.advance(1000);
    expect(await unreadOf(app, member.headers)).toBe(10);
    expect(await homeUnreadOf(app, {})).toBe(0);
  });
});

describe('read marks as seeded and removed', () => {
  it(
    'has demo01 read a few announcements and leaves the rest unread',
    async () => {
      const seeded = await createTestApp({ seedHistory: true, config: { now: clock.now } });
      const { token } = await sessionFor(seeded.app, 'demo01');
      const page = await listOf(seeded.app, authHeaders(token));
      await seeded.close();
      const read = page.list.filter((n) => n.read).map((n) => n.title);
      expect(read.sort()).toEqual([...DEMO_READ_TITLES].sort());
      expect(page.unreadCount).toBe(page.totalCount - DEMO_READ_TITLES.length);
    },
    SEEDED_TIMEOUT,
  );

  it("removes only the given members' marks", async () => {
    const gone = await memberWithSession(t.db);
    const kept = await memberWithSession(t.db);
    const id = await idOfTitle(app, 'VIP levels are here', gone.headers);
    await markReadOk(app, id, gone.headers);
    await markReadOk(app, id, kept.headers);
    const before = (await storedReads(t.db)).length;
    await removeNoticeReadsOf({ db: t.db, now: clock.now, log: app.log }, [gone.id]);
    const after = await storedReads(t.db);
    expect(after.map((r) => r.member_id).filter((m) => m === gone.id || m === kept.id)).toEqual([
      kept.id,
    ]);
    expect(after).toHaveLength(before - 1);
  });
});
