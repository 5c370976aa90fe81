import { createHash } from 'node:crypto';
import { drawResult, type LotteryResult } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { CANCEL_AFTER_MS } from './draws.service.js';
import { drawRowsOf, drawsRunner, nextYangonMidnight, seedAccessOf } from './draws.test-support.js';
import { placeOrders } from './orders.service.js';
import { expectSoundLedger, fixed5, playerOf } from './orders.test-support.js';

/** Two apps with their own connections on one database, as two server processes share one. */
const { clock, both } = twoAppsPerTest();
const race = () => {
  const [a, b] = both();
  return Promise.all([
    drawsRunner(a, clock.now, 'a').runDue(),
    drawsRunner(b, clock.now, 'b').runDue(),
  ]);
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Moves the clock to `offsetMs` after the next Yangon midnight: draw numbers are predictable. */
const toNextMidnight = (offsetMs: number) =>
  clock.advance(nextYangonMidnight(clock.now(), offsetMs) - clock.now());

describe('the lottery-draws job on two processes', () => {
  it('draws every draw exactly once however the runners race', async () => {
    const [a] = both();
    toNextMidnight(30_000);
    for (let i = 0; i < 48; i++) {
      await race();
      clock.advance(15_000);
    }
    // 12 minutes from 00:00:30: the 1-minute game drew 00:01 ... 00:12, the 3-minute one 4.
    const rows = await drawRowsOf(a.db, '5D1');
    const drawn = rows.filter((r) => r.status === 'settled');
    expect(drawn.map((r) => r.draw_no)).toEqual(
      Array.from(
        { length: 12 },
        (_, i) => `${rows[0]?.draw_no.slice(0, 9)}${String(i + 2).padStart(4, '0')}`,
      ),
    );
    expect((await drawRowsOf(a.db, '5D3')).filter((r) => r.status === 'settled')).toHaveLength(4);
    for (const row of drawn) {
      expect(row.late).toBe(0);
      expect(row.drawn_at).toBeGreaterThanOrEqual(row.draw_at);
      expect(Number(row.drawn_at) - row.draw_at).toBeLessThan(20_000);
      const access = await seedAccessOf(a.db, row.id);
      // Sealed once when made, unsealed once when drawn, by one of the two processes.
      expect(access.map((x) => x.purpose)).toEqual(['create', 'draw']);
      expect(access.every((x) => x.actor.startsWith('job:'))).toBe(true);
    }
    // The next two are made ahead, sealed: only their hash is out.
    const ahead = rows.filter((r) => r.status === 'open' || r.status === 'closed');
    expect(ahead).toHaveLength(2);
    for (const row of ahead) {
      expect(row.seed).toBeNull();
      expect(row.result).toBeNull();
      expect(row.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const numbers = rows.map((r) => r.draw_no);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('publishes the hash before sales open and reveals a seed that reproduces the result', async () => {
    const [a] = both();
    toNextMidnight(30_000);
    await race();
    const [, second] = await drawRowsOf(a.db, '5D5');
    if (!second) throw new Error('no draw ahead');
    // Made (hash published) before its sales open.
    expect(second.created_at).toBeLessThan(second.opens_at);
    const hash = second.seed_hash;
    while (clock.now() < second.draw_at + 5_000) {
      clock.advance(15_000);
      await race();
    }
    const [, drawn] = await drawRowsOf(a.db, '5D5');
    if (!drawn?.seed || !drawn.result) throw new Error('not drawn');
    expect(drawn.seed_hash).toBe(hash);
    expect(sha256(drawn.seed)).toBe(hash);
    const result = JSON.parse(drawn.result) as LotteryResult;
    expect(await drawResult('5D', null, drawn.seed, drawn.draw_no)).toEqual(result);
    expect(result).toMatchObject({ family: '5D' });
  });

  it('draws after a gap what was made before it, marked late, and skips what never was', async () => {
    const [a] = both();
    toNextMidnight(30_000);
    await race();
    clock.advance(10 * 60_000); // no process ran for ten minutes
    await race();
    const rows = await drawRowsOf(a.db, '5D1');
    const drawn = rows.filter((r) => r.status === 'settled');
    // 00:01 and 00:02 were made before the gap: drawn now, late. The next two are made anew.
    expect(drawn.map((r) => r.draw_no.slice(-4))).toEqual(['0002', '0003']);
    expect(drawn.every((r) => r.late === 1)).toBe(true);
    expect(rows.filter((r) => r.status === 'open').map((r) => r.draw_no.slice(-4))).toEqual([
      '0012',
      '0013',
    ]);
  });

  it('cancels a draw that could not be drawn within 24 hours, revealing its seed', async () => {
    const [a] = both();
    toNextMidnight(30_000);
    await race();
    clock.advance(CANCEL_AFTER_MS + 60 * 60_000);
    await race();
    const rows = await drawRowsOf(a.db, '5D1');
    const cancelled = rows.filter((r) => r.status === 'cancelled');
    expect(cancelled.map((r) => r.draw_no.slice(-4))).toEqual(['0002', '0003']);
    for (const row of cancelled) {
      expect(row.cancel_reason).toMatch(/24 hours/);
      expect(row.result).toBeNull();
      expect(sha256(row.seed ?? '')).toBe(row.seed_hash);
      expect((await seedAccessOf(a.db, row.id)).map((x) => x.purpose)).toEqual([
        'create',
        'cancel',
      ]);
    }
    expect(rows.some((r) => r.status === 'drawn' || r.status === 'settled')).toBe(false);
  });

  it('settles every order of every draw once, and refunds a draw cancelled a day late', async () => {
    const [a] = both();
    toNextMidnight(30_000);
    await race();
    const ctx = await siteCtxOf(a.db, 'demo', clock.now);
    const game = await a.db
      .selectFrom('lottery_games')
      .select('id')
      .where('code', '=', '5D1')
      .executeTakeFirstOrThrow();
    const lt = { t: a, clock, ctx, gameId: game.id, code: '5D1' };
    const players = [await playerOf(lt), await playerOf(lt)];
    const selling = () =>
      a.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('game_id', '=', game.id)
        .where('status', '=', 'open')
        .where('opens_at', '<=', clock.now())
        .where('closes_at', '>', clock.now())
        .orderBy('draw_at')
        .executeTakeFirstOrThrow();
    let placed = 0;
    for (let i = 0; i < 24; i++) {
      if (i % 4 === 0) {
        const draw = await selling();
        for (const [p, player] of players.entries()) {
          await placeOrders(
            { ...player.ctx, now: clock.now },
            {
              code: '5D1',
              drawNo: draw.draw_no,
              requestId: `race-${i}-${p}`,
              items: [fixed5(i % 10), fixed5((i + 5) % 10)],
            },
          );
          placed += 2;
        }
      }
      await race();
      clock.advance(15_000);
    }
    clock.advance(60_000);
    await race();
    const orders = await a.db
      .selectFrom('lottery_orders')
      .select(['id', 'status', 'draw_id', 'member_id'])
      .execute();
    expect(orders).toHaveLength(placed);
    expect(orders.every((o) => o.status === 'won' || o.status === 'lost')).toBe(true);
    // One settlement per member and draw, whoever ran it.
    const keys = await a.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'lottery:settle:%')
      .execute();
    const pairs = new Set(orders.map((o) => `lottery:settle:${o.draw_id}:${o.member_id}`));
    // (the stakes' transaction; a win has its own, keyed with a ':win' suffix)
    const stakes = keys.map((k) => k.idempotency_key).filter((k) => k.split(':').length === 4);
    expect(stakes.sort()).toEqual([...pairs].sort());
    await expectSoundLedger(a);

    // An order on a draw no process draws for a day: cancelled and refunded.
    const draw = await selling();
    const [player] = players;
    if (!player) throw new Error('no player');
    await placeOrders(
      { ...player.ctx, now: clock.now },
      { code: '5D1', drawNo: draw.draw_no, requestId: 'late-draw-1', items: [fixed5(1)] },
    );
    clock.advance(CANCEL_AFTER_MS + 60_000);
    await race();
    const after = await a.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('cancelled');
    const refunded = await a.db
      .selectFrom('lottery_orders')
      .select('status')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(refunded.map((o) => o.status)).toEqual(['refunded']);
    await expectSoundLedger(a);
  });
});
