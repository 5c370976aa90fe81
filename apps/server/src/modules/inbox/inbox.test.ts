import { API, pathWith } from '@lotto/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, realMinute } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { failureOf } from '../../../test/http.js';
import {
  addMember,
  MINUTE,
  manualClock,
  memberWithSession,
  sessionFor,
} from '../../../test/members.js';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { removeInboxOf } from './inbox.service.js';
import {
  deleteOf,
  type Headers,
  inboxOf,
  openOf,
  readOf,
  titlesOf,
  unreadCountOf,
} from './inbox.test-support.js';
import { notifyMember, sendOperatorMessage } from './index.js';

let t: TestApp;
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  // memberWithSession signs members up at the real time: the clock runs ahead of it, so every
  // site-wide message a test sends comes after they joined.
  clock = manualClock(realMinute(10 * MINUTE));
  t = await createTestApp({ config: { now: clock.now } });
  app = t.app;
});
afterEach(() => t.close());

const text = (title: string) => ({ EN: { title, content: `<p>${title} <b>in full</b></p>` } });

const toSite = async (title: string, code = 'demo') =>
  sendOperatorMessage(await siteCtxOf(t.db, code, clock.now), { to: 'site', texts: text(title) });

const toMember = async (memberId: number, title: string) =>
  sendOperatorMessage(await siteCtxOf(t.db, 'demo', clock.now), {
    to: { memberId },
    texts: text(title),
  });

const sameRequests = (id: number | string, headers: Headers): InjectOptions[] => [
  { method: 'GET', url: API.inbox.list, headers },
  { method: 'GET', url: API.inbox.unread, headers },
  { method: 'GET', url: pathWith(API.inbox.message, { id }), headers },
  { method: 'POST', url: API.inbox.read, payload: { id }, headers },
  { method: 'DELETE', url: pathWith(API.inbox.message, { id }), headers },
];

describe('the inbox', () => {
  it('lists the member’s own and the site’s messages, newest first, unread', async () => {
    const member = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    await toSite('For everyone');
    clock.advance(MINUTE);
    await toMember(member.id, 'For you');
    await toMember(other.id, 'For someone else');
    const page = await inboxOf(app, member.headers);
    expect(page.list.map((m) => [m.title, m.kind, m.read])).toEqual([
      ['For you', 'operator', false],
      ['For everyone', 'operator', false],
    ]);
    expect(page.list[0]).toMatchObject({ summary: 'For you in full', sentAt: clock.now() });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2, unreadCount: 2 });
    expect(await unreadCountOf(app, member.headers)).toBe(2);
  });

  it('answers the unread count as the envelope’s value', async () => {
    const member = await memberWithSession(t.db);
    await toMember(member.id, 'One');
    const res = await app.inject({ method: 'GET', url: API.inbox.unread, headers: member.headers });
    expect(res.json()).toEqual({ success: true, value: 1 });
  });

  it('pages', async () => {
    const member = await memberWithSession(t.db);
    for (const n of [1, 2, 3]) {
      await toMember(member.id, `Message ${n}`);
      clock.advance(1000);
    }
    const second = await inboxOf(app, member.headers, { pageNo: 2, pageSize: 2 });
    expect(second.list.map((m) => m.title)).toEqual(['Message 1']);
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
  });

  it('opens a message in full and marks it read; reading again changes nothing', async () => {
    const member = await memberWithSession(t.db);
    const id = await toMember(member.id, 'Open me');
    await toMember(member.id, 'Leave me');
    const opened = await openOf(app, id, member.headers);
    expect(opened).toMatchObject({ id, title: 'Open me', read: true, kind: 'operator' });
    expect(opened.content).toBe('<p>Open me <b>in full</b></p>');
    expect(await unreadCountOf(app, member.headers)).toBe(1);
    clock.advance(MINUTE);
    expect(await readOf(app, id, member.headers)).toBe(1);
    const states = await t.db.selectFrom('inbox_states').selectAll().execute();
    expect(states).toEqual([
      { member_id: member.id, message_id: id, read_at: clock.now() - MINUTE, deleted_at: null },
    ]);
  });

  it('shows the text in the request’s language, else the site’s default', async () => {
    const member = await memberWithSession(t.db);
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await sendOperatorMessage(ctx, {
      to: { memberId: member.id },
      texts: { EN: { title: 'Hello', content: 'x' }, MY: { title: 'မင်္ဂလာပါ', content: 'y' } },
    });
    await sendOperatorMessage(ctx, { to: { memberId: member.id }, texts: text('English only') });
    const my = await inboxOf(app, { ...member.headers, language: 'MY' });
    expect(my.list.map((m) => m.title)).toEqual(['English only', 'မင်္ဂလာပါ']);
  });

  it('deletes a site-wide message for the member who deletes it only', async () => {
    const a = await memberWithSession(t.db);
    const b = await memberWithSession(t.db);
    const id = await toSite('Broadcast');
    const res = await deleteOf(app, id, a.headers);
    expect(res.json()).toEqual({ success: true, value: { unreadCount: 0 } });
    expect(await titlesOf(app, a.headers)).toEqual([]);
    expect(await titlesOf(app, b.headers)).toEqual(['Broadcast']);
    expect(await unreadCountOf(app, b.headers)).toBe(1);
    const again = await failureOf(app, {
      method: 'DELETE',
      url: pathWith(API.inbox.message, { id }),
      headers: a.headers,
    });
    expect(again).toEqual({ status: 404, code: 'inbox.message.not.exist' });
    expect(
      (
        await failureOf(app, {
          method: 'GET',
          url: pathWith(API.inbox.message, { id }),
          headers: a.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('deletes the member’s own message', async () => {
    const member = await memberWithSession(t.db);
    const id = await toMember(member.id, 'Gone soon');
    await toMember(member.id, 'Stays');
    expect((await deleteOf(app, id, member.headers)).statusCode).toBe(200);
    expect(await titlesOf(app, member.headers)).toEqual(['Stays']);
    expect(await unreadCountOf(app, member.headers)).toBe(1);
  });

  it('does not show a site-wide message sent before the member joined', async () => {
    await toSite('Old news');
    clock.advance(MINUTE);
    const joined = await addMember(app); // on the clock
    const { token } = await sessionFor(app, joined.username);
    clock.advance(MINUTE);
    await toSite('New news');
    expect(await titlesOf(app, authHeaders(token))).toEqual(['New news']);
  });

  it('refuses another member’s message and another site’s, changing nothing', async () => {
    const owner = await memberWithSession(t.db);
    const thief = await memberWithSession(t.db);
    const id = await toMember(owner.id, 'Private');
    await addSite(app, 'other');
    const foreign = await toSite('Other site', 'other');
    for (const target of [id, foreign]) {
      for (const request of sameRequests(target, thief.headers).slice(2)) {
        expect(await failureOf(app, request)).toEqual({
          status: 404,
          code: 'inbox.message.not.exist',
        });
      }
    }
    expect(await t.db.selectFrom('inbox_states').selectAll().execute()).toEqual([]);
    expect(await unreadCountOf(app, owner.headers)).toBe(1);
  });

  it('needs a session', async () => {
    for (const request of sameRequests(1, {})) {
      expect((await failureOf(app, request)).status).toBe(401);
    }
  });

  it('refuses bad ids and bodies with request_param_err', async () => {
    const member = await memberWithSession(t.db);
    const id = await toMember(member.id, 'Keep');
    for (const bad of ['0', '-1', 'abc', '1.5', String(2 ** 31)]) {
      for (const request of sameRequests(bad, member.headers).slice(2)) {
        const payload = request.method === 'POST' ? { id: bad } : undefined;
        expect(await failureOf(app, { ...request, payload }), `${request.method} ${bad}`).toEqual({
          status: 400,
          code: 'request_param_err',
        });
      }
    }
    const noBody = await failureOf(app, {
      method: 'POST',
      url: API.inbox.read,
      payload: {},
      headers: member.headers,
    });
    expect(noBody.status).toBe(400);
    const badPage = await failureOf(app, {
      method: 'GET',
      url: `${API.inbox.list}?pageNo=0`,
      headers: member.headers,
    });
    expect(badPage).toEqual({ status: 400, code: 'request_param_err' });
    expect(await t.db.selectFrom('inbox_states').selectAll().execute()).toEqual([]);
    expect(await titlesOf(app, member.headers)).toEqual(['Keep']);
    expect(id).toBeGreaterThan(0);
  });

  it('answers function.not.available on every endpoint when MAILCEN is off', async () => {
    const member = await memberWithSession(t.db);
    const id = await toMember(member.id, 'Hidden');
    await changeSite(app, { whitelabel: { MAILCEN: false } });
    for (const request of sameRequests(id, member.headers)) {
      expect(await failureOf(app, request)).toEqual({
        status: 403,
        code: 'function.not.available',
      });
    }
    expect(await t.db.selectFrom('inbox_states').selectAll().execute()).toEqual([]);
  });

  it('refuses free-trial accounts, as the member centre does', async () => {
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    const id = await toMember(trial.id, 'Not for trials');
    for (const request of sameRequests(id, trial.headers)) {
      expect(await failureOf(app, request)).toEqual({ status: 403, code: 'trial.not.allowed' });
    }
  });

  it('writes a platform notice once per event key, in every language', async () => {
    const member = await memberWithSession(t.db);
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    const notice = { kind: 'new_device', ip: '<b>198.51.100.1</b>' } as const;
    const first = await notifyMember(ctx, member.id, notice, 'event-1');
    expect(await notifyMember(ctx, member.id, notice, 'event-1')).toBe(first);
    const texts = await t.db.selectFrom('inbox_message_texts').selectAll().execute();
    expect(texts.map((x) => x.language).sort()).toEqual(['EN', 'MY']);
    expect(texts[0]?.content).toContain('&lt;b&gt;198.51.100.1&lt;/b&gt;');
    expect(await titlesOf(app, member.headers)).toEqual(['New sign-in to your account']);
  });

  it('removes a removed member’s rows, not others’', async () => {
    const gone = await memberWithSession(t.db);
    const stays = await memberWithSession(t.db);
    const id = await toSite('Both');
    await toMember(gone.id, 'Own');
    await readOf(app, id, gone.headers);
    await readOf(app, id, stays.headers);
    await removeInboxOf({ db: t.db, now: clock.now, log: app.log }, [gone.id]);
    const states = await t.db.selectFrom('inbox_states').select('member_id').execute();
    expect(states).toEqual([{ member_id: stays.id }]);
    expect(await t.db.selectFrom('inbox_messages').select('audience').execute()).toEqual([
      { audience: 'site' },
    ]);
  });
});
