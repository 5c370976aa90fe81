import {
  betTypeOf,
  type LotteryFamily,
  PRIZE_GROUP_SCALE,
  RTP_FLOOR,
  ratio,
  rtpRangeOf,
  rtpWithinLimits,
  type VnVariant,
} from '@lotto/contract';
import type { GameLimits } from './games.service.js';
import type { DrawSchedule } from './schedule.js';

/**
 * What an operator may set on a game (pure): each broken rule is one field error, so the back
 * office shows all of them at once and nothing is written.
 */

export interface FieldError {
  field: string;
  message: string;
}

const DAY_SEC = 86_400;
/** The draws job runs every 5 s: sales must close at least two runs before the draw. */
export const MIN_CLOSE_SEC = 10;
/** The shortest cycle: one draw a minute (the job draws within seconds of a draw's time). */
export const MIN_CYCLE_SEC = 60;

export const scheduleErrors = (s: DrawSchedule): FieldError[] => {
  const out: FieldError[] = [];
  const bad = (field: string, message: string) => out.push({ field: `schedule.${field}`, message });
  if (s.cycleSec < MIN_CYCLE_SEC || s.cycleSec > DAY_SEC) {
    bad('cycleSec', `between ${MIN_CYCLE_SEC} and ${DAY_SEC} seconds`);
  }
  if (s.firstDrawSec < 0 || s.firstDrawSec >= DAY_SEC) bad('firstDrawSec', 'within the day');
  if (s.lastDrawSec < s.firstDrawSec || s.lastDrawSec >= DAY_SEC) {
    bad('lastDrawSec', 'at or after the first draw, within the day');
  }
  if (s.closeSec < MIN_CLOSE_SEC)
    bad('closeSec', `at least ${MIN_CLOSE_SEC} seconds before the draw`);
  // Sales of a draw open when the one before closes: closing a cycle or more before the draw
  // would leave a draw's sales closed before the previous draw is even drawn.
  if (s.closeSec >= s.cycleSec) bad('closeSec', 'less than the cycle');
  if (s.monthDays && new Set(s.monthDays).size !== s.monthDays.length) {
    bad('monthDays', 'each day once');
  }
  return out;
};

export const limitsErrors = (l: GameLimits): FieldError[] => {
  const out: FieldError[] = [];
  const bad = (field: string, message: string) => out.push({ field: `limits.${field}`, message });
  if (l.maxBetMinor <= 0) bad('maxBet', 'above zero');
  if ((l.minBetMinor ?? 0) > l.maxBetMinor) bad('minBet', 'at most the per-bet limit');
  if (l.maxDrawMinor <= 0) bad('maxDraw', 'above zero');
  if (l.maxNumberLiabilityMinor <= 0) bad('maxNumberLiability', 'above zero');
  // One bet larger than a member's whole stake in a draw could never be placed.
  if (l.maxBetMinor > l.maxDrawMinor) bad('maxBet', 'at most the per-draw limit');
  return out;
};

const variantOf = (variant: string | null): VnVariant | null =>
  variant === 'north' || variant === 'south' ? variant : null;

/**
 * Prize groups and bet types: groups within the floor (RTP_FLOOR of the family's scale, 85 %)
 * and below the scale (a group at the scale returns the whole stake: no margin), min <= max;
 * every bet type of the game's family, and each one's return within the floor and the stake
 * at both ends of the range (fixed odds: their own return).
 */
export const oddsErrors = (
  game: { family: LotteryFamily; variant: string | null },
  edit: { minGroup: number; maxGroup: number; betTypes: readonly string[] },
): FieldError[] => {
  const out: FieldError[] = [];
  const scale = PRIZE_GROUP_SCALE[game.family] ?? 2000;
  const lowest = Number((BigInt(scale) * RTP_FLOOR.num + RTP_FLOOR.den - 1n) / RTP_FLOOR.den);
  if (edit.minGroup < lowest) {
    out.push({ field: 'minGroup', message: `at least ${lowest} (the ${floorText()} floor)` });
  }
  if (edit.maxGroup >= scale) out.push({ field: 'maxGroup', message: `below ${scale}` });
  if (edit.minGroup > edit.maxGroup) out.push({ field: 'minGroup', message: 'at most maxGroup' });
  if (new Set(edit.betTypes).size !== edit.betTypes.length) {
    out.push({ field: 'betTypes', message: 'each bet type once' });
  }
  for (const code of edit.betTypes) {
    const type = betTypeOf(code);
    if (type?.family !== game.family) {
      out.push({ field: 'betTypes', message: `${code} is not a ${game.family} bet type` });
      continue;
    }
    for (const group of [edit.minGroup, edit.maxGroup]) {
      const { min, max } = rtpRangeOf(type, group, variantOf(game.variant));
      if (!rtpWithinLimits(min) || !rtpWithinLimits(max) || !lessThanOne(max)) {
        out.push({ field: 'betTypes', message: `${code} would return outside the limits` });
        break;
      }
    }
  }
  return out;
};

const lessThanOne = (r: { num: bigint; den: bigint }) => r.num < r.den;
const floorText = () => `${Number((RTP_FLOOR.num * 100n) / RTP_FLOOR.den)} %`;

/** The floor as the answer shows it. */
export const rtpFloor = () => ratio(RTP_FLOOR.num, RTP_FLOOR.den);
