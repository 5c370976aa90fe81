import { RED_RAIN_LIMITS } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, type RedRainFormValues, redRainFormSchema } from './red-rain-form-schema';

const filled: RedRainFormValues = {
  startsAt: '2026-06-01T18:30',
  durationMinutes: 30,
  budget: '50.00',
  envelopes: 10,
  minDeposit: '',
  minValidStake: '',
  turnoverMultiplier: 3,
  agentUsername: '',
};
const problems = (values: Partial<RedRainFormValues>) => {
  const result = redRainFormSchema.safeParse({ ...filled, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.code}`);
};

describe('the red rain form’s rules', () => {
  it('accepts a round the server accepts', () => {
    expect(problems({})).toEqual([]);
  });

  it('holds the numbers to the contract’s bounds', () => {
    expect(problems({ durationMinutes: RED_RAIN_LIMITS.maxDurationMinutes + 1 })).toEqual([
      'durationMinutes:too_big',
    ]);
    expect(problems({ envelopes: 0 })).toContain('envelopes:too_small');
    expect(problems({ turnoverMultiplier: RED_RAIN_LIMITS.maxTurnoverMultiplier + 1 })).toEqual([
      'turnoverMultiplier:too_big',
    ]);
    expect(problems({ budget: '10.001' })).toContain('budget:invalid_format');
  });

  it('wants a budget that gives every envelope at least the smallest amount', () => {
    expect(problems({ budget: '0.09', envelopes: 10 })).toEqual(['budget:custom']);
    expect(problems({ budget: '0.10', envelopes: 10 })).toEqual([]);
  });

  it('leaves an empty threshold or agent out of the body (the server’s defaults)', () => {
    expect(bodyOf(filled)).toEqual({
      startsAt: new Date('2026-06-01T18:30').getTime(),
      durationMinutes: 30,
      budget: '50.00',
      envelopes: 10,
      minDeposit: '0',
      minValidStake: '0',
      turnoverMultiplier: 3,
    });
    expect(bodyOf({ ...filled, agentUsername: ' agent01 ' }).agentUsername).toBe('agent01');
  });
});
