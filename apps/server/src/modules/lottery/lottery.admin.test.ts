import { adminLotteryEndpoints as ep, lotteryEndpoints, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';
import { drawsRunner } from './draws.test-support.js';
import {
  type LotteryTest,
  lotteryTest,
  playerOf,
  sellingDraw,
  straight5,
} from './orders.test-support.js';

/** The back office's lottery settings, monitor and results through the real app. */

let lt: LotteryTest;
beforeEach(async () => {
  lt = await lotteryTest();
});
afterEach(() => lt.t.close());

const gamePath = (path: string) => pathWith(path, { id: lt.gameId });

const SCHEDULE = { firstDrawSec: 0, cycleSec: 60, lastDrawSec: 86_340, closeSec: 10 };
const LIMITS = {
  minBet: '0.00',
  maxBet: '10000.00',
  maxDraw: '30000.00',
  maxNumberLiability: '1000000.00',
};
const gameRow = () =>
  lt.t.db
    .selectFrom('lottery_games')
    .selectAll()
    .where('id', '=', lt.gameId)
    .executeTakeFirstOrThrow();
const auditOf = (action: string) =>
  lt.t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

/** Every endpoint with a valid call: guards are checked on each. */
const calls = () =>
  [
    { e: ep.games, url: ep.games.path, body: undefined },
    {
      e: ep.editGame,
      url: gamePath(ep.editGame.path),
      body: { enabled: true, schedule: SCHEDULE, limits: LIMITS },
    },
    { e: ep.odds, url: gamePath(ep.odds.path), body: undefined },
    {
      e: ep.editOdds,
      url: gamePath(ep.editOdds.path),
      body: { minGroup: 1700, maxGroup: 1960, betTypes: ['5D_ALL5_STRAIGHT'] },
    },
    { e: ep.results, url: gamePath(ep.results.path), body: undefined },
    { e: ep.monitor, url: ep.monitor.path, body: undefined },
    { e: ep.cancels, url: ep.cancels.path, body: undefined },
    {
      e: ep.requestCancel,
      url: pathWith(ep.requestCancel.path, { id: 1 }),
      body: { reason: 'power cut at the studio' },
    },
    { e: ep.approveCancel, url: pathWith(ep.approveCancel.path, { id: 1 }), body: {} },
    { e: ep.rejectCancel, url: pathWith(ep.rejectCancel.path, { id: 1 }), body: {} },
  ] as const;

describe('the back office lottery guards', () => {
  it('refuses no session, a player token, a role without the permission and writes without CSRF', async () => {
    const player = await playerOf(lt);
    const support = await signIn(lt.t.app, lt.clock, 'demo_support');
    const content = await signIn(lt.t.app, lt.clock, 'demo_content');
    const finance = await signIn(lt.t.app, lt.clock, 'demo_finance');
    const before = await gameRow();
    for (const { e, url, body } of calls()) {
      const method = e.method;
      const payload = body as object | undefined;
      const anonymous = await lt.t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${url} anonymous`).toBe(401);
      const asPlayer = await lt.t.app.inject({
        method,
        url,
        headers: player.headers,
        ...(payload ? { payload } : {}),
      });
      expect(asPlayer.statusCode, `${url} player`).toBe(401);
      expect(
        (await asOperator(lt.t.app, support, method, url, body)).statusCode,
        `${url} support`,
      ).toBe(403);
      // Settings are content's (lottery.manage), cancels finance's (lottery.cancel): not the other's.
      const other = e.guard === 'lottery.manage' ? finance : content;
      expect(
        (await asOperator(lt.t.app, other, method, url, body)).statusCode,
        `${url} other`,
      ).toBe(403);
      if (method !== 'GET') {
        const holder = e.guard === 'lottery.manage' ? content : finance;
        const noCsrf = await asOperator(lt.t.app, holder, method, url, body, { csrf: false });
        expect(noCsrf.statusCode, `${url} no csrf`).toBe(403);
        const wrong = await asOperator(
          lt.t.app,
          { ...holder, csrf: 'x'.repeat(43) },
          method,
          url,
          body,
        );
        expect(wrong.statusCode, `${url} wrong csrf`).toBe(403);
      }
    }
    expect(await gameRow()).toEqual(before);
    expect(await lt.t.db.selectFrom('lottery_draw_cancels').selectAll().execute()).toEqual([]);
  });
});

describe('games, schedules and limits', () => {
  it('lists the site games and saves a valid edit, audited; new draws follow the new rule', async () => {
    const content = await signIn(lt.t.app, lt.clock, 'demo_content');
    const list = await asOperator(lt.t.app, content, 'GET', ep.games.path);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().value.list.find((g: { id: number }) => g.id === lt.gameId);
    expect(mine).toMatchObject({
      code: lt.code,
      enabled: true,
      schedule: SCHEDULE,
      drawsPerDay: 1440,
      limits: LIMITS,
      minGroup: 1700,
      maxGroup: 1960,
    });
    const schedule = { firstDrawSec: 0, cycleSec: 300, lastDrawSec: 86_100, closeSec: 30 };
    const limits = {
      minBet: '10.00',
      maxBet: '500.00',
      maxDraw: '2000.00',
      maxNumberLiability: '90000.00',
    };
    const res = await asOperator(lt.t.app, content, 'PUT', gamePath(ep.editGame.path), {
      enabled: true,
      schedule,
      limits,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ schedule, limits, drawsPerDay: 288 });
    const [audit] = await auditOf('lottery.game.edit');
    expect(audit).toMatchObject({ target_type: 'lottery_game', target_id: String(lt.gameId) });
    expect(JSON.parse(String(audit?.after_json))).toMatchObject({ schedule, limits });
    expect(JSON.parse(String(audit?.before_json))).toMatchObject({ schedule: SCHEDULE });
    const row = await gameRow();
    expect(row.schedule_at).toBe(lt.clock.now());
    // The job makes the next draws from the new rule: five minutes apart, closing 30 s before.
    lt.clock.advance(10 * 60_000);
    await drawsRunner(lt.t, lt.clock.now).runDue();
    const ahead = await lt.t.db
      .selectFrom('lottery_draws')
      .select(['draw_at', 'closes_at'])
      .where('game_id', '=', lt.gameId)
      .where('draw_at', '>', lt.clock.now())
      .orderBy('draw_at')
      .execute();
    expect(ahead).toHaveLength(2);
    const [first, second] = ahead.map((d) => ({
      at: Number(d.draw_at),
      close: Number(d.closes_at),
    }));
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBe(300_000);
    expect((first?.at ?? 0) - (first?.close ?? 0)).toBe(30_000);
  });

  it('applies new stake limits to the next orders at once', async () => {
    const content = await signIn(lt.t.app, lt.clock, 'demo_content');
    const limits = { ...LIMITS, minBet: '10.00', maxBet: '20.00' };
    const edit = await asOperator(lt.t.app, content, 'PUT', gamePath(ep.editGame.path), {
      enabled: true,
      schedule: SCHEDULE,
      limits,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const p = await playerOf(lt);
    const draw = await sellingDraw(lt);
    const place = (multiple: number) =>
      lt.t.app.inject({
        method: 'POST',
        url: lotteryEndpoints.placeOrders.path,
        headers: p.headers,
        payload: {
          code: lt.code,
          drawNo: draw.draw_no,
          requestId: `req-${multiple}-${lt.clock.now()}`,
          items: [straight5([1, 2, 3, 4, 5], multiple)],
        },
      });
    const small = await place(1); // 2.00
    expect(small.statusCode).toBe(409);
    expect(small.json().errorCode).toBe('lottery.bet.below.min');
    const large = await place(15); // 30.00
    expect(large.json().errorCode).toBe('lottery.bet.limit');
    expect((await place(5)).statusCode).toBe(200); // 10.00
  });

  it('refuses schedules and limits that break the rules, and changes nothing', async () => {
    const content = await signIn(lt.t.app, lt.clock, 'demo_content');
    const before = await gameRow();
    const bad = [
      { schedule: { ...SCHEDULE, closeSec: 5 }, limits: LIMITS }, // no time before the draw
      { schedule: { ...SCHEDULE, closeSec: 60 }, limits: LIMITS }, // closes a cycle ahead
      { schedule: { ...SCHEDULE, cycleSec: 30 }, limits: LIMITS },
      { schedule: { ...SCHEDULE, firstDrawSec: 600, lastDrawSec: 300 }, limits: LIMITS },
      { schedule: { ...SCHEDULE, monthDays: [1, 1] }, limits: LIMITS },
      { schedule: SCHEDULE, limits: { ...LIMITS, maxBet: '40000.00' } }, // above the per-draw
      { schedule: SCHEDULE, limits: { ...LIMITS, maxDraw: '0' } },
      { schedule: SCHEDULE, limits: { ...LIMITS, maxBet: '-1.00' } },
      { schedule: SCHEDULE, limits: { ...LIMITS, minBet: '20000.00' } }, // above the per-bet
      { schedule: { ...SCHEDULE, cycleSec: 'sixty' }, limits: LIMITS },
    ];
    for (const body of bad) {
      const res = await asOperator(lt.t.app, content, 'PUT', gamePath(ep.editGame.path), {
        enabled: true,
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await gameRow()).toEqual(before);
    expect(await auditOf('lottery.game.edit')).toEqual([]);
    const missing = await asOperator(
      lt.t.app,
      content,
      'PUT',
      pathWith(ep.editGame.path, { id: 999_999 }),
      {
        enabled: true,
        schedule: SCHEDULE,
        limits: LIMITS,
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('odds and prize groups', () => {
  it("shows each bet type's prizes and exact RTP, and edits the group range within the floor", async () => {
    const content = await signIn(lt.t.app, lt.clock, 'demo_content');
    const res = await asOperator(lt.t.app, content, 'GET', gamePath(ep.odds.path));
    expect(res.statusCode, res.body).toBe(200);
    const odds = res.json().value;
    expect(odds).toMatchObject({
      minGroup: 1700,
      maxGroup: 1960,
      scale: 2000,
      floor: { exact: '17/20', percent: '85.0' },
    });
    const straight = odds.betTypes.find((b: { code: string }) => b.code === '5D_ALL5_STRAIGHT');
    // 1 in 100,000 pays 200,000.00 at full prize: 196,000.00 at 1960, returning 98 %.
    expect(straight).toMatchObject({
      offered: true,
      basis: 'group',
      tiers: [
        {
          tier: 'win',
          prize: '196000.00',
          prizeExactMinor: '19600000',
          chance: '1/100000',
          rtpAtMin: { exact: '17/20', percent: '85.0' },
          rtpAtMax: { exact: '49/50', percent: '98.0' },
        },
      ],
    });

    const before = await gameRow();
    for (const body of [
      { minGroup: 1600, maxGroup: 1960, betTypes: ['5D_ALL5_STRAIGHT'] }, // under the 85 % floor
      { minGroup: 1700, maxGroup: 2000, betTypes: ['5D_ALL5_STRAIGHT'] }, // returns 100 %
      { minGroup: 1900, maxGroup: 1800, betTypes: ['5D_ALL5_STRAIGHT'] },
      { minGroup: 1700, maxGroup: 1960, betTypes: ['K3_SUM'] }, // another family's
      { minGroup: 1700, maxGroup: 1960, betTypes: [] },
    ]) {
      const bad = await asOperator(lt.t.app, content, 'PUT', gamePath(ep.editOdds.path), body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await gameRow()).toEqual(before);

    const ok = await asOperator(lt.t.app, content, 'PUT', gamePath(ep.editOdds.path), {
      minGroup: 1800,
      maxGroup: 1900,
      betTypes: ['5D_FIXED', '5D_ALL5_STRAIGHT'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ok.json().value;
    expect(after).toMatchObject({ minGroup: 1800, maxGroup: 1900 });
    const offered = after.betTypes.filter((b: { offered: boolean }) => b.offered);
    expect(offered.map((b: { code: string }) => b.code).sort()).toEqual([
      '5D_ALL5_STRAIGHT',
      '5D_FIXED',
    ]);
    expect(offered[0].tiers[0].rtpAtMax).toEqual({ exact: '19/20', percent: '95.0' });
    const [audit] = await auditOf('lottery.odds.edit');
    expect(JSON.parse(String(audit?.before_json))).toMatchObject({
      minGroup: 1700,
      maxGroup: 1960,
    });
    expect(JSON.parse(String(audit?.after_json))).toMatchObject({ minGroup: 1800, maxGroup: 1900 });
    expect((await gameRow()).min_group).toBe(1800);
  });
});

describe('the draw monitor and results', () => {
  it('lists next draws, late draws and missing ones; results carry a proof that checks', async () => {
    const finance = await signIn(lt.t.app, lt.clock, 'demo_finance');
    const content = await signIn(lt.t.app, lt.clock, 'demo_content');
    await drawsRunner(lt.t, lt.clock.now).runDue();
    const calm = await asOperator(lt.t.app, finance, 'GET', ep.monitor.path);
    expect(calm.statusCode, calm.body).toBe(200);
    const game = calm.json().value.games.find((g: { gameId: number }) => g.gameId === lt.gameId);
    expect(game.next).toHaveLength(2);
    expect(game.graceMs).toBe(70_000); // a minute's lateness allowance and two job runs
    type Alert = { gameId: number; kind: string; drawId: number | null };
    const ours = (alerts: Alert[]) => alerts.filter((a) => a.gameId === lt.gameId);
    expect(ours(calm.json().value.alerts)).toEqual([]);

    // Five minutes with no process running: the draws made ahead are late, the rest missing.
    lt.clock.advance(5 * 60_000);
    const res = await asOperator(lt.t.app, finance, 'GET', ep.monitor.path);
    const alerts = ours(res.json().value.alerts);
    const kinds = alerts.map((a) => a.kind);
    expect(kinds.filter((k) => k === 'late')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'missing').length).toBeGreaterThanOrEqual(2);
    expect(alerts.every((a) => (a.kind === 'late') === (a.drawId !== null))).toBe(true);

    // The job catches up: late draws drawn, no more late alerts for them.
    await drawsRunner(lt.t, lt.clock.now).runDue();
    const after = await asOperator(lt.t.app, finance, 'GET', ep.monitor.path);
    expect(ours(after.json().value.alerts).filter((a) => a.kind === 'late')).toEqual([]);

    const results = await asOperator(
      lt.t.app,
      content,
      'GET',
      `${gamePath(ep.results.path)}?pageSize=5`,
    );
    expect(results.statusCode, results.body).toBe(200);
    const page = results.json().value;
    const drawn = page.list.filter((d: { seed: string | null }) => d.seed !== null);
    expect(drawn.length).toBeGreaterThan(0);
    for (const d of drawn) {
      expect(d.verified).toBe(true);
      expect(d.seedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(page.derivation).toContain('HMAC-SHA256');
    const bad = await asOperator(
      lt.t.app,
      content,
      'GET',
      `${gamePath(ep.results.path)}?date=2026-13-40`,
    );
    expect(bad.statusCode).toBe(400);
  });
});
