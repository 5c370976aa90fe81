import { adminRiskEndpoints } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './review-form-schema';

const problems = (note: string) => {
  const result = reviewFormSchema.safeParse({ note });
  return result.success ? [] : result.error.issues.map((i) => i.code);
};

describe('the review note’s rule', () => {
  it('wants a note that is not only spaces, within the contract’s length', () => {
    expect(problems('')).toEqual(['too_small']);
    expect(problems('   ')).toEqual(['too_small']);
    expect(problems('Same household, checked by phone.')).toEqual([]);
    expect(problems('x'.repeat(adminRiskEndpoints.RISK_NOTE_MAX))).toEqual([]);
    expect(problems('x'.repeat(adminRiskEndpoints.RISK_NOTE_MAX + 1))).toEqual(['too_big']);
  });
});
