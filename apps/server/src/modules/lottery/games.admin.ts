import {
  type adminLotteryEndpoints,
  betTypeOf,
  betTypesOf,
  floorRatio,
  formatMinor,
  fullPrizeOf,
  PRIZE_GROUP_SCALE,
  parseMinor,
  type Ratio,
  ratio,
  rtpPercentText,
  tierRtp,
  VN_VARIANTS,
} from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import type { OperatorCtx } from '../backoffice/index.js';
import { findAllSiteGameRows, findSiteGameRowById, updateGameRow } from './games.repository.js';
import {
  type FieldError,
  limitsErrors,
  oddsErrors,
  rtpFloor,
  scheduleErrors,
} from './games.rules.js';
import { gameOf } from './games.service.js';
import type { LotteryGameRow } from './games.tables.js';
import { type DrawSchedule, drawsPerDay } from './schedule.js';

/**
 * The back office's games: each with its draw rule, limits, prize group range and switch, and
 * each bet type's prizes, chances and return (exact fractions, as the contract's rtp.ts). An
 * edit is checked whole (games.rules.ts) and written in the caller's transaction; the routes
 * audit it there and bump the 'lottery' cache once it committed. Draws already made keep their
 * times and sales windows: a new rule or limit applies to draws made after it (the job makes
 * them two ahead), and per bet and per draw limits to orders placed after it.
 */

type AdminLotteryGame = adminLotteryEndpoints.AdminLotteryGame;
type AdminOddsAnswer = adminLotteryEndpoints.AdminOddsAnswer;
type AdminGameEditBody = adminLotteryEndpoints.AdminGameEditBody;
type AdminOddsEditBody = adminLotteryEndpoints.AdminOddsEditBody;

const scheduleOf = (s: DrawSchedule) => ({
  firstDrawSec: s.firstDrawSec,
  cycleSec: s.cycleSec,
  lastDrawSec: s.lastDrawSec,
  closeSec: s.closeSec,
  ...(s.weekdays === undefined ? {} : { weekdays: s.weekdays }),
  ...(s.monthDays === undefined ? {} : { monthDays: s.monthDays }),
});

export const adminGameOf = (row: LotteryGameRow): AdminLotteryGame => {
  const game = gameOf(row);
  return {
    id: game.id,
    code: game.code,
    family: game.family,
    variant: game.variant,
    name: game.name,
    enabled: row.enabled === 1,
    schedule: scheduleOf(game.schedule),
    drawsPerDay: drawsPerDay(game.schedule),
    limits: {
      minBet: formatMinor(game.limits.minBetMinor ?? 0),
      maxBet: formatMinor(game.limits.maxBetMinor),
      maxDraw: formatMinor(game.limits.maxDrawMinor),
      maxNumberLiability: formatMinor(game.limits.maxNumberLiabilityMinor),
    },
    minGroup: game.minGroup,
    maxGroup: game.maxGroup,
    betTypes: game.betTypes,
  };
};

export const adminGames = async (ctx: OperatorCtx) => ({
  list: (await findAllSiteGameRows(ctx.db, ctx.site.id)).map(adminGameOf),
});

export const siteGameRowOrThrow = async (ctx: Ctx & { site: { id: number } }, id: number) => {
  const row = await findSiteGameRowById(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError('admin.lottery.game.not.found');
  return row;
};

const refuse = (fields: FieldError[]) => {
  if (fields.length > 0) throw new AppError('request_param_err', { fields });
};

const minorOrRefuse = (text: string, field: string, fields: FieldError[]): number => {
  const minor = parseMinor(text);
  if (minor === null || minor <= 0) fields.push({ field, message: 'an amount above zero' });
  return minor ?? 0;
};

const sameSchedule = (a: DrawSchedule, b: DrawSchedule) =>
  JSON.stringify(scheduleOf(a)) === JSON.stringify(scheduleOf(b));

/** Checks and writes a game edit; the game before and after. */
export const editGame = async (ctx: OperatorCtx, id: number, body: AdminGameEditBody) => {
  const row = await siteGameRowOrThrow(ctx, id);
  const fields: FieldError[] = [];
  const minBetMinor = parseMinor(body.limits.minBet);
  if (minBetMinor === null || minBetMinor < 0) {
    fields.push({ field: 'limits.minBet', message: 'an amount' });
  }
  const limits = {
    minBetMinor: minBetMinor ?? 0,
    maxBetMinor: minorOrRefuse(body.limits.maxBet, 'limits.maxBet', fields),
    maxDrawMinor: minorOrRefuse(body.limits.maxDraw, 'limits.maxDraw', fields),
    maxNumberLiabilityMinor: minorOrRefuse(
      body.limits.maxNumberLiability,
      'limits.maxNumberLiability',
      fields,
    ),
  };
  const schedule: DrawSchedule = scheduleOf(body.schedule);
  refuse([...fields, ...scheduleErrors(schedule), ...(fields.length ? [] : limitsErrors(limits))]);
  const before = adminGameOf(row);
  const scheduleChanged = !sameSchedule(gameOf(row).schedule, schedule);
  await updateGameRow(ctx.db, id, {
    enabled: body.enabled ? 1 : 0,
    schedule: JSON.stringify(schedule),
    limits: JSON.stringify(limits),
    ...(scheduleChanged ? { schedule_at: ctx.now() } : {}),
  });
  return { before, after: adminGameOf(await siteGameRowOrThrow(ctx, id)) };
};

const fraction = (r: Ratio) => (r.den === 1n ? String(r.num) : `${r.num}/${r.den}`);
const rtpOf = (r: Ratio) => ({ exact: fraction(r), percent: rtpPercentText(r) });

/** Each bet type of the game's family: its tiers' prizes, chances and returns at both ends. */
export const oddsOf = (row: LotteryGameRow): AdminOddsAnswer => {
  const game = gameOf(row);
  const offered = new Set(game.betTypes);
  const scale = PRIZE_GROUP_SCALE[game.family] ?? null;
  const otherVariants = (VN_VARIANTS as readonly string[]).filter((v) => v !== game.variant);
  return {
    gameId: game.id,
    minGroup: game.minGroup,
    maxGroup: game.maxGroup,
    scale,
    floor: rtpOf(rtpFloor()),
    betTypes: betTypesOf(game.family).map((type) => ({
      code: type.code,
      name: type.name,
      offered: offered.has(type.code),
      basis: type.prizes.basis,
      tiers: Object.keys(type.prizes.full)
        .filter((tier) => !otherVariants.includes(tier))
        .map((tier) => {
          const full = fullPrizeOf(type, tier);
          const prize =
            type.prizes.basis === 'group' && scale !== null
              ? ratio(full.num * BigInt(game.maxGroup), full.den * BigInt(scale))
              : full;
          return {
            tier,
            prize: formatMinor(floorRatio(prize)),
            prizeExactMinor: fraction(prize),
            chance: fraction(type.prizes.chance[tier] ?? ratio(0)),
            rtpAtMin: rtpOf(tierRtp(type, tier, game.minGroup)),
            rtpAtMax: rtpOf(tierRtp(type, tier, game.maxGroup)),
          };
        }),
    })),
  };
};

export const editOdds = async (ctx: OperatorCtx, id: number, body: AdminOddsEditBody) => {
  const row = await siteGameRowOrThrow(ctx, id);
  const game = gameOf(row);
  refuse(oddsErrors(game, body));
  // Kept in the family's order, whatever order the operator sent.
  const betTypes = betTypesOf(game.family)
    .map((t) => t.code)
    .filter((code) => body.betTypes.includes(code) && betTypeOf(code));
  const before = { minGroup: game.minGroup, maxGroup: game.maxGroup, betTypes: game.betTypes };
  await updateGameRow(ctx.db, id, {
    min_group: body.minGroup,
    max_group: body.maxGroup,
    bet_types: JSON.stringify(betTypes),
  });
  const after = await siteGameRowOrThrow(ctx, id);
  return {
    before,
    after: { minGroup: after.min_group, maxGroup: after.max_group, betTypes },
    answer: oddsOf(after),
  };
};
