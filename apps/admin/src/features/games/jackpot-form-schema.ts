import { adminGamesEndpoints as endpoints, JACKPOT_LIMITS, parseMinor } from '@lotto/contract';
import { z } from 'zod/mini';

const rules = endpoints.jackpotTerms.shape;
/** The most a contribution may be, as a percentage of a stake. */
export const MAX_RETURN_PERCENT = JACKPOT_LIMITS.maxReturnBp / 100;

/** A percentage with at most 2 decimals ("1.5", "0.25"), as basis points. */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
export const bpOfPercentText = (text: string): number => {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * Basis points of a stake the terms return at most, exactly as the server reckons it: the
 * contribution plus the seed's share (10000 x seed / (odds x 100), seed in minor units).
 */
export const returnBpOf = (contributionBp: number, seedMinor: number, hitOdds: number): number =>
  contributionBp + (10_000 * seedMinor) / (hitOdds * 100);

/** Whether contribution plus the seed's share stay within the limit, in whole numbers. */
const withinLimit = (contributionBp: number, seedMinor: number, hitOdds: number): boolean =>
  BigInt(10_000) * BigInt(seedMinor) <=
  BigInt(JACKPOT_LIMITS.maxReturnBp - contributionBp) * BigInt(hitOdds) * 100n;

/**
 * The jackpot terms as the operator types them: the contribution as a percentage, the rest as
 * the contract's rules, and the two together within what a pool may return (the server's word
 * is final).
 */
export const jackpotFormSchema = z
  .object({
    contribution: z.string().check(
      z.regex(PERCENT),
      z.refine((t) => bpOfPercentText(t) <= JACKPOT_LIMITS.maxReturnBp, { message: 'tooBig' }),
    ),
    hitOdds: rules.hitOdds,
    seed: rules.seed,
    minStake: rules.seed,
  })
  .check(
    z.refine(
      (v) => {
        const seed = parseMinor(v.seed);
        if (!PERCENT.test(v.contribution) || seed === null) return true;
        const c = bpOfPercentText(v.contribution);
        if (c > JACKPOT_LIMITS.maxReturnBp) return true;
        if (!Number.isSafeInteger(v.hitOdds) || v.hitOdds < 1) return true;
        return withinLimit(c, seed, v.hitOdds);
      },
      { path: ['seed'], message: 'tooMuch' },
    ),
  );
export type JackpotFormValues = z.infer<typeof jackpotFormSchema>;

/** The form's values as the endpoint's body. */
export const bodyOf = (v: JackpotFormValues) => ({
  contributionBp: bpOfPercentText(v.contribution),
  hitOdds: v.hitOdds,
  seed: v.seed.trim(),
  minStake: v.minStake.trim(),
});

/** The terms in force as the form's first values. */
export const valuesOf = (
  terms: { contributionBp: number; hitOdds: number; seed: string; minStake: string } | null,
): JackpotFormValues =>
  terms
    ? {
        contribution: (terms.contributionBp / 100).toString(),
        hitOdds: terms.hitOdds,
        seed: terms.seed,
        minStake: terms.minStake,
      }
    : { contribution: '1', hitOdds: 100_000, seed: '1000.00', minStake: '0.00' };
