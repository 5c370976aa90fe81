import type { adminLotteryEndpoints } from '@lotto/contract';
import { AppError } from '../../errors.js';
import type { OperatorCtx } from '../backoffice/index.js';
import { siteDateBounds, siteTimeZoneOf } from '../system/index.js';
import { findDrawsWithPendingCancel } from './cancels.repository.js';
import { findDrawNosBetween, findDrawPage, findUndrawnRows } from './draws.admin-repository.js';
import { resultOf } from './draws.service.js';
import type { LotteryDrawRow } from './draws.tables.js';
import { siteGameRowOrThrow } from './games.admin.js';
import { findAllSiteGameRows } from './games.repository.js';
import { gameOf, type ScheduledGame } from './games.service.js';
import { drawItemOf, nameIn } from './results.view.js';
import { lateAfterMs, slotsBetween } from './schedule.js';
import { seedHashOf } from './seeds.js';

/**
 * The draw monitor and the results with their proofs. The monitor reads what the draws job
 * left: each game's next draws; draws still undrawn past their time and the grace (late), and
 * draws the rule expected in the last day that have no row at all (missing: no process made
 * them). Expected draws count from the game's creation or its last rule change, whichever is
 * later, so a new rule never reports the old rule's draws as missing.
 */

type AdminMonitorAnswer = adminLotteryEndpoints.AdminMonitorAnswer;

/** Draws shown ahead per game. */
const NEXT_PER_GAME = 2;
/** How far back draws are expected: after a day the job cancels and refunds them anyway. */
const LOOKBACK_MS = 24 * 60 * 60_000;
/** Two runs of the draws job (every 5 s) on top of the game's own lateness allowance. */
const JOB_SLACK_MS = 10_000;
/** Alerts answered at most, newest first. */
const MAX_ALERTS = 200;

const graceOf = (game: ScheduledGame) => lateAfterMs(game.schedule) + JOB_SLACK_MS;

export const drawMonitor = async (ctx: OperatorCtx): Promise<AdminMonitorAnswer> => {
  const now = ctx.now();
  const timeZone = await siteTimeZoneOf(ctx.db, ctx.site.id);
  const rows = await findAllSiteGameRows(ctx.db, ctx.site.id);
  const undrawn = await findUndrawnRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  const held = await findDrawsWithPendingCancel(
    ctx.db,
    undrawn.map((d) => d.id),
  );
  const games: AdminMonitorAnswer['games'] = [];
  const alerts: AdminMonitorAnswer['alerts'] = [];
  for (const row of rows) {
    const game: ScheduledGame = { ...gameOf(row), timeZone };
    const grace = graceOf(game);
    const own = undrawn.filter((d) => d.game_id === game.id);
    games.push({
      gameId: game.id,
      code: game.code,
      name: nameIn(game.name, ctx.language === 'MY' ? 'MY' : 'EN'),
      enabled: row.enabled === 1,
      graceMs: grace,
      next: own
        .filter((d) => Number(d.draw_at) > now)
        .slice(0, NEXT_PER_GAME)
        .map((d) => ({
          drawId: d.id,
          drawNo: d.draw_no,
          status: d.status,
          closesAt: Number(d.closes_at),
          drawAt: Number(d.draw_at),
        })),
    });
    for (const d of own) {
      if (Number(d.draw_at) + grace > now) continue;
      alerts.push({
        kind: 'late',
        gameId: game.id,
        code: game.code,
        drawNo: d.draw_no,
        drawId: d.id,
        drawAt: Number(d.draw_at),
        cancelPending: held.has(d.id),
      });
    }
    // A switched-off game makes no draws: none of its draws is missing.
    if (row.enabled !== 1) continue;
    const from = Math.max(now - LOOKBACK_MS, Number(row.created_at), Number(row.schedule_at ?? 0));
    const to = now - grace;
    if (to <= from) continue;
    const expected = slotsBetween(game.schedule, timeZone, from, to);
    if (expected.length === 0) continue;
    const made = await findDrawNosBetween(ctx.db, game.id, from, to);
    for (const slot of expected) {
      if (made.has(slot.drawNo)) continue;
      alerts.push({
        kind: 'missing',
        gameId: game.id,
        code: game.code,
        drawNo: slot.drawNo,
        drawId: null,
        drawAt: slot.drawAt,
        cancelPending: false,
      });
    }
  }
  alerts.sort((a, b) => b.drawAt - a.drawAt);
  return { now, games, alerts: alerts.slice(0, MAX_ALERTS) };
};

/** How anyone checks a draw (the contract's derivation, also the player's verify button). */
const DERIVATION =
  'sha256(seed) = seedHash, published before sales opened; the result is drawn from ' +
  'HMAC-SHA256(key = seed, message = drawNo + ":" + n), n = 0, 1, 2 ... as the bytes run out';

/** Whether a revealed seed proves the draw: its hash, and the result it derives. */
const verifiedOf = (game: ScheduledGame, row: LotteryDrawRow): boolean | null => {
  if (row.seed === null) return null;
  if (seedHashOf(row.seed) !== row.seed_hash) return false;
  if (row.result === null) return true;
  return JSON.stringify(resultOf(game, row.seed, row.draw_no)) === row.result;
};

export const adminResults = async (
  ctx: OperatorCtx,
  gameId: number,
  query: { pageNo: number; pageSize: number; date?: string | undefined },
) => {
  const row = await siteGameRowOrThrow(ctx, gameId);
  const timeZone = await siteTimeZoneOf(ctx.db, ctx.site.id);
  const game: ScheduledGame = { ...gameOf(row), timeZone };
  let range = { from: 0, to: ctx.now() + 1 };
  if (query.date !== undefined) {
    const bounds = siteDateBounds(timeZone, query.date);
    if (!bounds) {
      throw new AppError('request_param_err', {
        fields: [{ field: 'date', message: 'a date' }],
      });
    }
    range = bounds;
  }
  const { rows, total } = await findDrawPage(ctx.db, game.id, range, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
    gameId: game.id,
    derivation: DERIVATION,
    list: rows.map((r) => ({ ...drawItemOf(r), id: r.id, verified: verifiedOf(game, r) })),
  };
};
