import { describe, expect, it } from 'vitest';
import { MEMBER_TYPES, NO_CONTRACT_TYPES } from '../constants.js';
import { checkContractTerms } from './contracts.terms.js';
import { memberKindOf } from './kinds.js';

describe('contract terms', () => {
  it('skips the kinds the member table gives no contracts', () => {
    const without = Object.values(MEMBER_TYPES).filter((t) => !memberKindOf(t).contracts);
    expect([...NO_CONTRACT_TYPES].sort((a, b) => a - b)).toEqual(without.sort((a, b) => a - b));
  });

  it('wants daily tiers ascending with growing sums', () => {
    const tier = (validStake: string, activeMembers: number, amount: string) => ({
      validStake,
      activeMembers,
      amount,
    });
    expect(checkContractTerms({ kind: 'daily', tiers: [tier('10.00', 1, '1.00')] })).toEqual([]);
    expect(
      checkContractTerms({
        kind: 'daily',
        tiers: [tier('10.00', 2, '1.00'), tier('10.00', 1, '1.00')],
      }).map((p) => p.field),
    ).toEqual(['tiers.1.validStake', 'tiers.1.activeMembers', 'tiers.1.amount']);
    expect(checkContractTerms({ kind: 'daily', tiers: [] }).map((p) => p.field)).toEqual(['tiers']);
  });

  it('bounds percents and asks an hourly contract for a percent or a sum', () => {
    const dividend = (percent: number) => ({
      kind: 'dividend' as const,
      minActiveMembers: 0,
      tiers: [{ netLoss: '0.00', percent }],
    });
    expect(checkContractTerms(dividend(100))).toEqual([]);
    expect(checkContractTerms(dividend(0.01))).toEqual([]);
    for (const p of [0, 100.01, 1.005]) expect(checkContractTerms(dividend(p))).toHaveLength(1);
    const hourly = { kind: 'hourly' as const, minValidStake: '0.00', minActiveMembers: 0 };
    expect(checkContractTerms({ ...hourly, amount: '1.00' })).toEqual([]);
    expect(checkContractTerms(hourly)).toHaveLength(1);
    expect(checkContractTerms({ ...hourly, amount: '1.00', percent: 1 })).toHaveLength(1);
  });
});
