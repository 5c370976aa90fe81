import { JACKPOT_LIMITS } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  bpOfPercentText,
  type JackpotFormValues,
  jackpotFormSchema,
  returnBpOf,
  valuesOf,
} from './jackpot-form-schema';

const filled: JackpotFormValues = {
  contribution: '1.5',
  hitOdds: 100_000,
  seed: '1000.00',
  minStake: '0.00',
};
const problems = (values: Partial<JackpotFormValues>) => {
  const result = jackpotFormSchema.safeParse({ ...filled, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.code}`);
};

describe('the jackpot form’s rules', () => {
  it('accepts terms the server accepts and sends the contribution in basis points', () => {
    expect(problems({})).toEqual([]);
    expect(bodyOf(filled)).toEqual({
      contributionBp: 150,
      hitOdds: 100_000,
      seed: '1000.00',
      minStake: '0.00',
    });
  });

  it('reads a percentage with at most 2 decimals', () => {
    expect(bpOfPercentText('0.25')).toBe(25);
    expect(bpOfPercentText('20')).toBe(2000);
    expect(problems({ contribution: '1.255' })).toEqual(['contribution:invalid_format']);
    expect(problems({ contribution: '-1' })).toEqual(['contribution:invalid_format']);
    expect(problems({ contribution: '20.01' })).toEqual(['contribution:custom']);
  });

  it('holds odds and amounts to the contract’s rules', () => {
    expect(problems({ hitOdds: 0 })).toEqual(['hitOdds:too_small']);
    expect(problems({ hitOdds: 1.5 })).toContain('hitOdds:invalid_type');
    expect(problems({ seed: '10' })).toEqual(['seed:invalid_format']);
    expect(problems({ minStake: '0.5' })).toEqual(['minStake:invalid_format']);
  });

  it('keeps the contribution plus the seed’s share within JACKPOT_LIMITS, to the basis point', () => {
    // 15 % + 10000 x 5000 / (1000 x 100) bp = 15 % + 5 % = the limit exactly.
    const atLimit = { contribution: '15', hitOdds: 1000, seed: '50.00' };
    expect(returnBpOf(1500, 5000, 1000)).toBe(JACKPOT_LIMITS.maxReturnBp);
    expect(problems(atLimit)).toEqual([]);
    expect(problems({ ...atLimit, seed: '50.01' })).toEqual(['seed:custom']);
    expect(problems({ ...atLimit, hitOdds: 999 })).toEqual(['seed:custom']);
  });

  it('starts from the terms in force, or from modest terms for a site without a pool', () => {
    const terms = { contributionBp: 125, hitOdds: 50_000, seed: '200.00', minStake: '1.00' };
    expect(bodyOf(valuesOf(terms))).toEqual(terms);
    expect(jackpotFormSchema.safeParse(valuesOf(null)).success).toBe(true);
  });
});
