import { adminLotteryEndpoints as endpoints, parseMinor } from '@lotto/contract';
import { z } from 'zod/mini';
import { clockOf, secondsOf } from './numbers';
import type { AdminGameEditBody, AdminLotteryGame } from './types';

const body = endpoints.adminGameEditBody.shape;
const money = body.limits.shape.maxBet;

/** The server's own floors (games.rules.ts): the draws job runs every 5 s. */
export const MIN_CLOSE_SEC = 10;
export const MIN_CYCLE_SEC = 60;

const clock = z.string().check(z.refine((v) => secondsOf(v) !== null, { message: 'clock' }));
const minor = (v: string) => parseMinor(v.trim()) ?? 0;

/**
 * A game's edit as the operator fills it in: the contract's body rules for each number and
 * sum, the first and last draw as times of day, and the server's own rules between fields
 * (games.rules.ts) so most refusals show before anything is sent; the server's word is final.
 */
export const gameFormSchema = z
  .object({
    enabled: body.enabled,
    firstDraw: clock,
    lastDraw: clock,
    cycleSec: z.int().check(z.minimum(MIN_CYCLE_SEC), z.maximum(86_400)),
    closeSec: z.int().check(z.minimum(MIN_CLOSE_SEC), z.maximum(86_400)),
    minBet: money,
    maxBet: money,
    maxDraw: money,
    maxNumberLiability: money,
  })
  .check(
    z.refine((v) => (secondsOf(v.lastDraw) ?? 0) >= (secondsOf(v.firstDraw) ?? 0), {
      path: ['lastDraw'],
      message: 'lastBeforeFirst',
    }),
    z.refine((v) => v.closeSec < v.cycleSec, { path: ['closeSec'], message: 'closeTooLong' }),
    z.refine((v) => minor(v.minBet) <= minor(v.maxBet), {
      path: ['minBet'],
      message: 'minAboveMax',
    }),
    z.refine((v) => minor(v.maxBet) > 0, { path: ['maxBet'], message: 'zero' }),
    z.refine((v) => minor(v.maxDraw) > 0, { path: ['maxDraw'], message: 'zero' }),
    z.refine((v) => minor(v.maxNumberLiability) > 0, {
      path: ['maxNumberLiability'],
      message: 'zero',
    }),
    z.refine((v) => minor(v.maxBet) <= minor(v.maxDraw), {
      path: ['maxBet'],
      message: 'betAboveDraw',
    }),
  );
export type GameFormValues = z.infer<typeof gameFormSchema>;

/** The game as the form starts. */
export const valuesOf = (game: AdminLotteryGame): GameFormValues => ({
  enabled: game.enabled,
  firstDraw: clockOf(game.schedule.firstDrawSec),
  lastDraw: clockOf(game.schedule.lastDrawSec),
  cycleSec: game.schedule.cycleSec,
  closeSec: game.schedule.closeSec,
  minBet: game.limits.minBet,
  maxBet: game.limits.maxBet,
  maxDraw: game.limits.maxDraw,
  maxNumberLiability: game.limits.maxNumberLiability,
});

/** The form's values as the endpoint's body; the weekdays and month days stay as they are. */
export const bodyOf = (game: AdminLotteryGame, v: GameFormValues): AdminGameEditBody => ({
  enabled: v.enabled,
  schedule: {
    firstDrawSec: secondsOf(v.firstDraw) ?? 0,
    lastDrawSec: secondsOf(v.lastDraw) ?? 0,
    cycleSec: v.cycleSec,
    closeSec: v.closeSec,
    ...(game.schedule.weekdays === undefined ? {} : { weekdays: game.schedule.weekdays }),
    ...(game.schedule.monthDays === undefined ? {} : { monthDays: game.schedule.monthDays }),
  },
  limits: {
    minBet: v.minBet.trim(),
    maxBet: v.maxBet.trim(),
    maxDraw: v.maxDraw.trim(),
    maxNumberLiability: v.maxNumberLiability.trim(),
  },
});

/** The form field a server field error belongs to ("schedule.closeSec" → "closeSec"). */
export const formFieldOf = (serverField: string): keyof GameFormValues | null => {
  const name = serverField.replace(/^(schedule|limits)\./, '');
  const map: Record<string, keyof GameFormValues> = {
    firstDrawSec: 'firstDraw',
    lastDrawSec: 'lastDraw',
    cycleSec: 'cycleSec',
    closeSec: 'closeSec',
    minBet: 'minBet',
    maxBet: 'maxBet',
    maxDraw: 'maxDraw',
    maxNumberLiability: 'maxNumberLiability',
    enabled: 'enabled',
  };
  return map[name] ?? null;
};
