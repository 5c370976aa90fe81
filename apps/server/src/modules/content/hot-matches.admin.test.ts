import { adminContentEndpoints, type HotMatchBoard, type HotMatchChoice } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { VERSION_CHECK_MS } from '../../cache/caches.js';
import { asOperator, type Operator } from '../backoffice/backoffice.test-support.js';
import { hotMatchesOf, scheduleRunner } from '../play/sports.test-support.js';
import { auditOf, contentOperator, expectContentGuard } from './content-admin.test-support.js';

const URL = adminContentEndpoints.hotMatches.path;
const { clock, both } = twoAppsPerTest();

const boardOf = async (t: TestApp, who: Operator): Promise<HotMatchBoard> => {
  const res = await asOperator(t.app, who, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const choose = (t: TestApp, who: Operator, choice: HotMatchChoice) =>
  asOperator(t.app, who, 'PUT', URL, choice);
const stripIds = async (t: TestApp) => (await hotMatchesOf(t.app)).list.map((m) => m.matchId);

/** Two apps on one database with the sports schedule made, and the content operator. */
const scheduled = async () => {
  const [a, b] = both();
  await scheduleRunner(a, clock.now).runDue();
  return { a, b, content: await contentOperator(a, clock) };
};

describe('home’s hot matches in the back office', () => {
  it('refuses callers without content.manage, a player token and writes without CSRF', async () => {
    const [a] = both();
    await expectContentGuard(a, clock, { method: 'GET', url: URL });
    await expectContentGuard(a, clock, {
      method: 'PUT',
      url: URL,
      payload: { pinned: [], hidden: [] },
    });
  });

  it('pins matches to the front in their order, hides one, and goes back to the soonest', async () => {
    const { a, content } = await scheduled();
    const auto = await stripIds(a);
    expect(auto).toHaveLength(10);
    const board = await boardOf(a, content);
    expect(board.stripSize).toBe(10);
    expect(board.list.slice(0, 10).map((m) => m.matchId)).toEqual(auto);
    expect(board.list.slice(0, 10).map((m) => m.shown)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const later = board.list[12]?.matchId ?? 0;
    expect(later).toBeGreaterThan(0);
    expect(board.list[12]).toMatchObject({ pinned: null, hidden: false, shown: null });

    const [first, second, , fourth] = auto as [number, number, number, number];
    const res = await choose(a, content, { pinned: [later, fourth], hidden: [first] });
    expect(res.statusCode, res.body).toBe(200);
    const after: HotMatchBoard = res.json().value;
    expect(after.list.slice(0, 2).map((m) => [m.matchId, m.pinned, m.shown])).toEqual([
      [later, 1, 1],
      [fourth, 2, 2],
    ]);
    expect(after.list.find((m) => m.matchId === first)).toMatchObject({
      hidden: true,
      shown: null,
    });
    const strip = await stripIds(a);
    expect(strip.slice(0, 3)).toEqual([later, fourth, second]);
    expect(strip).not.toContain(first);
    expect(strip).toHaveLength(10);
    expect(await auditOf(a, 'hotMatches.update')).toEqual([
      {
        operator: 'demo_content',
        targetId: expect.any(String),
        before: { pinned: [], hidden: [] },
        after: { pinned: [later, fourth], hidden: [first] },
      },
    ]);

    // A pinned match leaves the strip at kick-off as any other; the next pin moves up.
    const kickOff = (await boardOf(a, content)).list.find((m) => m.matchId === fourth)?.kickOffAt;
    clock.advance((kickOff ?? 0) - clock.now() + 1);
    const next = await stripIds(a);
    expect(next[0]).toBe(later);
    expect(next).not.toContain(fourth);

    expect((await choose(a, content, { pinned: [], hidden: [] })).statusCode).toBe(200);
    const soonest = (await boardOf(a, content)).list.map((m) => m.matchId);
    expect(await stripIds(a)).toEqual(soonest.slice(0, 10));
  });

  it('shows an edit made through one process on the other within two seconds', async () => {
    const { a, b, content } = await scheduled();
    const before = await stripIds(b); // b caches the (empty) choice
    const last = before.at(-1) ?? 0;
    expect((await choose(a, content, { pinned: [last], hidden: [] })).statusCode).toBe(200);
    expect((await stripIds(a))[0]).toBe(last);
    clock.advance(VERSION_CHECK_MS + 1);
    expect((await stripIds(b))[0]).toBe(last);
  });

  it('refuses a bad choice and a match that kicked off or does not exist, changing nothing', async () => {
    const { a, content } = await scheduled();
    const ids = (await boardOf(a, content)).list.map((m) => m.matchId);
    const [x, y] = ids as [number, number];
    const bad: unknown[] = [
      { pinned: [x], hidden: [x] },
      { pinned: [x, x], hidden: [] },
      { pinned: ids.slice(0, 11), hidden: [] },
      { pinned: [0], hidden: [] },
      { pinned: ['1'], hidden: [] },
      { pinned: [x] },
    ];
    for (const payload of bad) {
      const res = await asOperator(a.app, content, 'PUT', URL, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [
      { pinned: [x, 999_999], hidden: [] },
      { pinned: [], hidden: [y, 999_999] },
    ]) {
      const res = await choose(a, content, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'admin.content.match.unavailable',
        value: { missing: [999_999] },
      });
    }
    const kickOff = (await boardOf(a, content)).list[0]?.kickOffAt ?? 0;
    clock.advance(kickOff - clock.now() + 1);
    const late = await choose(a, content, { pinned: [x], hidden: [] });
    expect(late.json()).toMatchObject({ errorCode: 'admin.content.match.unavailable' });
    expect(await a.db.selectFrom('hot_match_picks').selectAll().execute()).toEqual([]);
    expect(await auditOf(a, 'hotMatches.update')).toEqual([]);
  });
});
