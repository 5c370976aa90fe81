import { API, MEMBER_TYPES, pathWith } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders } from '../../../test/accounts.js';
import { failureOf, urlOf } from '../../../test/http.js';
import { manualClock, memberWithSession, sessionFor, siteByCode } from '../../../test/members.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { AGENT_READ_TITLE } from '../../seed/demo-agent-notice-reads.js';
import { insertAnnouncement } from './announcements.repository.js';
import type { NewAnnouncement } from './announcements.tables.js';
import {
  detailOf,
  type Headers,
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

const AGENT_TITLES = [
  'Team commission is paid every day',
  'New salary and dividend contract terms',
  'Red envelope rain tonight at 20:00',
];
const BOARD = { types: 'A' };

const addAgentNotice = async (fields: Partial<NewAnnouncement>, title: string, code?: string) => {
  const site = await siteByCode(app, code);
  return insertAnnouncement(
    t.db,
    { merchant_id: site.id, type: 'A', created_at: clock.now(), sort: 0, ...fields },
    [{ language: 'EN', title, content: `<p>${title}</p>` }],
  );
};

const agent = (type: number = MEMBER_TYPES.agent1) =>
  memberWithSession(t.db, 'demo', undefined, type);
const agentBoardOf = (headers: Headers, query = {}) => listOf(app, headers, { ...BOARD, ...query });
const agentUnreadOf = async (headers: Headers) => {
  const res = await app.inject({ method: 'GET', url: urlOf(API.notices.unread, BOARD), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.unreadCount as number;
};
const idOf = async (headers: Headers, title: string) => {
  const found = (await agentBoardOf(headers)).list.find((n) => n.title === title);
  if (!found) throw new Error(`no agent announcement "${title}"`);
  return found.id;
};

describe('GET /wps/relay/notices?types=A', () => {
  it('lists every agent kind the agent announcements, unread, and nothing else', async () => {
    for (const type of [1, 2, 41, 42]) {
      const page = await agentBoardOf((await agent(type)).headers);
      expect(page.list.map((n) => n.title)).toEqual(AGENT_TITLES);
      expect(page.list.every((n) => n.type === 'A' && n.read === false)).toBe(true);
      expect(page).toMatchObject({ totalCount: 3, unreadCount: 3 });
    }
  });

  it("leaves an agent's players' board as it was", async () => {
    const player = await memberWithSession(t.db);
    const { headers } = await agent();
    const mine = await listOf(app, headers);
    expect(mine.list.map((n) => n.title)).toEqual(
      (await listOf(app, player.headers)).list.map((n) => n.title),
    );
    expect(mine.list.some((n) => n.type === 'A')).toBe(false);
    expect(await unreadOf(app, headers)).toBe(9);
  });

  it('answers Burmese texts in Burmese', async () => {
    const { headers } = await agent();
    const { list } = await agentBoardOf({ ...headers, language: 'MY' });
    expect(list.map((n) => n.title)).toContain('ယနေ့ည ၂၀:၀၀ တွင် အနီရောင်စာအိတ်မိုး');
  });

  it("lists only what runs now on the agent's own site", async () => {
    const { headers } = await agent();
    await addAgentNotice({ starts_at: clock.now() + 60_000 }, 'Later');
    await addAgentNotice({ ends_at: clock.now() }, 'Ended');
    await addSite(app, 'other');
    await addAgentNotice({}, 'Other site', 'other');
    await addAgentNotice({}, 'Fresh');
    const titles = (await agentBoardOf(headers)).list.map((n) => n.title);
    expect(titles).toEqual(['Fresh', ...AGENT_TITLES]);
    clock.advance(60_000);
    expect((await agentBoardOf(headers)).list[0]?.title).toBe('Later');
  });

  it('refuses no session, a trial, a player and a restricted account', async () => {
    const cases: [Headers, number, string][] = [
      [{}, 401, 'user.or.token.invalid'],
      [(await memberWithSession(t.db, 'demo', undefined, 4)).headers, 403, 'free_reject'],
      [(await memberWithSession(t.db)).headers, 403, 'agent.required'],
      [(await memberWithSession(t.db, 'demo', undefined, 40)).headers, 403, 'agent.required'],
    ];
    for (const [headers, status, code] of cases) {
      for (const path of [API.notices.list, API.notices.unread]) {
        const url = urlOf(path, BOARD);
        expect(await failureOf(app, { method: 'GET', url, headers })).toEqual({ status, code });
      }
    }
  });

  it('refuses a board it does not know', async () => {
    const { headers } = await agent();
    for (const types of ['X', 'a', 'A,PL', 'PL', '']) {
      for (const path of [API.notices.list, API.notices.unread]) {
        const url = urlOf(path, { types });
        expect(await failureOf(app, { method: 'GET', url, headers })).toEqual({
          status: 400,
          code: 'request_param_err',
        });
      }
    }
  });
});

describe('an agent announcement opened', () => {
  it('is shown to an agent and its read drops only the agents’ count', async () => {
    const { headers } = await agent();
    const id = await idOf(headers, AGENT_TITLES[1] ?? '');
    expect(await detailOf(app, id, headers)).toMatchObject({ id, type: 'A', read: false });
    expect(await markReadOk(app, id, headers)).toBe(2);
    expect(await agentUnreadOf(headers)).toBe(2);
    expect(await unreadOf(app, headers)).toBe(9);
    const page = await agentBoardOf(headers);
    expect(page.list.filter((n) => n.read).map((n) => n.id)).toEqual([id]);
    expect((await detailOf(app, id, headers)).read).toBe(true);
  });

  it('answers the players’ count when an agent reads a player announcement', async () => {
    const { headers } = await agent();
    const news = (await listOf(app, headers)).list.find((n) => n.type === 'H');
    expect(await markReadOk(app, news?.id ?? 0, headers)).toBe(8);
    expect(await agentUnreadOf(headers)).toBe(3);
  });

  it('does not exist for a visitor, a trial or a player, who store nothing', async () => {
    const id = await idOf((await agent()).headers, AGENT_TITLES[0] ?? '');
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    const player = await memberWithSession(t.db);
    const before = await storedReads(t.db);
    for (const headers of [{}, trial.headers, player.headers]) {
      const url = pathWith(API.notices.detail, { id });
      expect(await failureOf(app, { method: 'GET', url, headers })).toEqual({
        status: 404,
        code: 'notice.not.exist',
      });
    }
    for (const headers of [trial.headers, player.headers]) {
      expect((await markRead(app, { id }, headers)).statusCode).toBe(404);
    }
    expect(await storedReads(t.db)).toEqual(before);
  });
});

describe('agent announcements as seeded', () => {
  it(
    'has agent01 read one and leaves the others unread',
    async () => {
      const seeded = await createTestApp({ seedAgentTeam: true, config: { now: clock.now } });
      const { token } = await sessionFor(seeded.app, 'agent01');
      const headers = authHeaders(token);
      const page = await listOf(seeded.app, headers, BOARD);
      await seeded.close();
      expect(page.list.filter((n) => n.read).map((n) => n.title)).toEqual([AGENT_READ_TITLE]);
      expect(page.unreadCount).toBe(2);
    },
    SEEDED_TIMEOUT,
  );
});
