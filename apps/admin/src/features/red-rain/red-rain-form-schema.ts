import { adminRedRainEndpoints as endpoints, parseMinor, RED_RAIN_LIMITS } from '@lotto/contract';
import { z } from 'zod/mini';

const rules = endpoints.redRainCreateBody.shape;
/** A threshold left empty means none (the server's default, 0). */
const optionalSum = z.union([z.literal(''), rules.budget]);

/**
 * A new round as the operator fills it in: the contract's own rules for each number and sum,
 * the start as the browser's local date and time, and a budget that gives every envelope at
 * least the smallest amount (the server's word is final).
 */
export const redRainFormSchema = z
  .object({
    startsAt: z.string().check(z.minLength(1)),
    durationMinutes: rules.durationMinutes,
    budget: rules.budget,
    envelopes: rules.envelopes,
    minDeposit: optionalSum,
    minValidStake: optionalSum,
    turnoverMultiplier: rules.turnoverMultiplier,
    agentUsername: z.string().check(z.maxLength(40)),
  })
  .check(
    z.refine((v) => (parseMinor(v.budget) ?? 0) >= v.envelopes * RED_RAIN_LIMITS.minEnvelopeMinor, {
      path: ['budget'],
      message: 'budgetTooSmall',
    }),
  );
export type RedRainFormValues = z.infer<typeof redRainFormSchema>;

/** The form's values as the endpoint's body. */
export const bodyOf = (v: RedRainFormValues) => ({
  startsAt: new Date(v.startsAt).getTime(),
  durationMinutes: v.durationMinutes,
  budget: v.budget.trim(),
  envelopes: v.envelopes,
  minDeposit: v.minDeposit.trim() || '0',
  minValidStake: v.minValidStake.trim() || '0',
  turnoverMultiplier: v.turnoverMultiplier,
  ...(v.agentUsername.trim() ? { agentUsername: v.agentUsername.trim() } : {}),
});
