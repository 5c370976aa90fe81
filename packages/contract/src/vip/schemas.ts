import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * VIP levels and their benefits (spec/01 /m/member/benefits, the relay's "club benefit"). A
 * level is site data with two thresholds, cumulative valid stake and cumulative deposits, both
 * to be met; the member's level only rises. Money travels as 2-decimal strings.
 */

/** One level of the site and what it gives. */
export const vipLevel = onFirstUse(() =>
  z.object({
    level: z.int(),
    /** The label the member centre shows (VIP1, VIP2 ...). */
    name: z.string(),
    /** Cumulative valid stake needed. */
    validStake: moneyString,
    /** Cumulative deposits needed. */
    deposit: moneyString,
    /** Rebate on valid stake, in percent (0.5 is 0.5 %). */
    rebatePercent: z.number(),
    /** Withdrawals a day and the most a day. */
    withdrawCount: z.int(),
    withdrawLimit: moneyString,
    /** Paid once, into the reward centre, when the level is reached. */
    upgradeBonus: moneyString,
  }),
);
export type VipLevel = z.infer<typeof vipLevel>;

/** What is left to reach the next level, per threshold (0.00 when met). */
export const vipProgress = onFirstUse(() =>
  z.object({
    level: z.int(),
    validStakeLeft: moneyString,
    depositLeft: moneyString,
  }),
);

export const clubBenefitAnswer = onFirstUse(() =>
  z.object({
    /** The member's level; 0 before the first. */
    level: z.int(),
    /** The member's cumulative valid stake and deposits so far. */
    validStake: moneyString,
    deposit: moneyString,
    /** The next level and what is left; null at the top (or without levels). */
    next: z.nullable(vipProgress),
    levels: z.array(vipLevel),
  }),
);
export type ClubBenefitAnswer = z.infer<typeof clubBenefitAnswer>;

const id = onFirstUse(() => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)));
export const vipRewardParams = onFirstUse(() => z.object({ id }));
