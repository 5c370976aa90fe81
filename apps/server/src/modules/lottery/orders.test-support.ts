import { betTypesOf, type LotteryFamily, type LotteryResult } from '@lotto/contract';
import { siteCtxOf } from '../../../test/context.js';
import { fund } from '../../../test/fund.js';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { MemberCtx, SiteCtx } from '../../context.js';
import { ensureUpcomingDraws } from './draws.service.js';
import { addLotteryGame, type GameLimits, scheduledGameById } from './games.service.js';

/** Test helpers of the order side: a game of our own, its draws, members with cash, results. */

export const TEST_LIMITS: GameLimits = {
  maxBetMinor: 1_000_000,
  maxDrawMinor: 3_000_000,
  maxNumberLiabilityMinor: 100_000_000,
};

/** 2026-06-01 12:00:30 UTC: half a minute into a one-minute cycle. */
export const START = Date.UTC(2026, 5, 1, 12, 0, 30);

export interface LotteryTest {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  ctx: SiteCtx;
  gameId: number;
  code: string;
}

export const lotteryTest = async (
  family: LotteryFamily = '5D',
  limits: GameLimits = TEST_LIMITS,
): Promise<LotteryTest> => {
  const clock = manualClock(START);
  const t = await createTestApp({ config: { now: clock.now } });
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const code = `T${family}`;
  const gameId = await addLotteryGame(ctx, ctx.site.id, {
    code,
    family,
    variant: family === 'VN' ? 'north' : null,
    prizeMode: family === 'VN' || family === 'THAI' ? 'Lott' : 'Elott',
    name: { EN: `Test ${family}`, MY: `Test ${family}` },
    sort: 1,
    // A draw every minute all day, sales closing 10 s before.
    schedule: { firstDrawSec: 0, cycleSec: 60, lastDrawSec: 86_340, closeSec: 10 },
    minGroup: 1700,
    maxGroup: 1960,
    limits,
    betTypes: betTypesOf(family).map((b) => b.code),
  });
  // The demo links every catalogue lottery game: one of them now opens this game instead, so
  // its link is the one this game's bet records name.
  const catalogue = await t.db
    .selectFrom('lottery_game_links as l')
    .innerJoin('vendors as v', 'v.code', 'l.vendor')
    .innerJoin('games as g', (j) =>
      j.onRef('g.vendor_id', '=', 'v.id').onRef('g.code', '=', 'l.catalogue_code'),
    )
    .select(['l.vendor', 'l.catalogue_code'])
    .where('g.category', '=', family === 'VN' || family === 'THAI' ? 'LOTT' : 'ELOTT')
    .orderBy('l.vendor')
    .orderBy('l.catalogue_code')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('lottery_game_links')
    .set({ game_id: gameId })
    .where('vendor', '=', catalogue.vendor)
    .where('catalogue_code', '=', catalogue.catalogue_code)
    .execute();
  const lt = { t, clock, ctx, gameId, code };
  await makeDraws(lt);
  return lt;
};

/** Makes the draws the job would keep ahead at the current time. */
export const makeDraws = async (lt: LotteryTest) => {
  const game = await scheduledGameById(lt.ctx, lt.gameId);
  if (!game) throw new Error('no test game');
  await ensureUpcomingDraws(lt.ctx, game, 'test');
};

/** The draw selling now (the earliest open one whose sales have not closed). */
export const sellingDraw = async (lt: LotteryTest) =>
  lt.t.db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', lt.gameId)
    .where('status', '=', 'open')
    .where('closes_at', '>', lt.clock.now())
    .where('opens_at', '<=', lt.clock.now())
    .orderBy('draw_at')
    .executeTakeFirstOrThrow();

/** Draws a draw with a chosen result (the job's derivation is B's and tested there). */
export const drawWith = async (lt: LotteryTest, drawId: number, result: LotteryResult) => {
  await lt.t.db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: lt.clock.now() })
    .where('id', '=', drawId)
    .execute();
};

export interface TestPlayer {
  id: number;
  headers: Record<string, string>;
  ctx: MemberCtx;
}

/** A real member with a session and cash (K 10,000 unless told). */
export const playerOf = async (
  lt: LotteryTest,
  cashMinor = 1_000_000,
  type = 0,
): Promise<TestPlayer> => {
  const p = await memberWithSession(lt.t.db, 'demo', undefined, type);
  // Sign-up gave the welcome credit: bring cash to exactly cashMinor.
  const { cash } = await balancesOf(lt.t, p.id);
  if (cash !== cashMinor) await fund(lt.t, p.id, cashMinor - cash);
  const ctx: MemberCtx = {
    ...lt.ctx,
    language: 'EN',
    ip: '127.0.0.1',
    cookies: {},
    member: { id: p.id, merchantId: lt.ctx.site.id, type, sessionId: 0, userName: `m${p.id}` },
  };
  return { id: p.id, headers: p.headers, ctx };
};

export const balancesOf = async (t: TestApp, memberId: number) => {
  const rows = await t.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('member_id', '=', memberId)
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { cash: of('cash'), lottery: of('lottery') };
};

/** The ledger is sound and every member's lottery balance is what they have pending. */
export { expectSoundLedger } from '../../../test/ledger-audit.js';

/** A plain 5D straight bet on one number: 1 bet of 2.00 x multiple. */
export const straight5 = (digits: readonly number[], multiple = 1) => ({
  betType: '5D_ALL5_STRAIGHT',
  selection: { positions: digits.map((d) => [d]) },
  unit: '1' as const,
  multiple,
  prizeGroup: 1960,
});

/** A 5D fixed-position bet: one digit on the first position, 1 bet of 2.00 x multiple. */
export const fixed5 = (digit: number, multiple = 1) => ({
  betType: '5D_FIXED',
  selection: { positions: [[digit], [], [], [], []] },
  unit: '1' as const,
  multiple,
  prizeGroup: 1960,
});
