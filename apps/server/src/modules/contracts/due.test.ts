import type { ContractTerms } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { dueOf, statusOf } from './due.js';

const DIVIDEND: ContractTerms = {
  kind: 'dividend',
  minActiveMembers: 2,
  tiers: [
    { netLoss: '0.00', percent: 10 },
    { netLoss: '1000.00', percent: 20.5 },
  ],
};
const figures = (netLossMinor: number, activeMembers = 3, validStakeMinor = 0) => ({
  netLossMinor,
  activeMembers,
  validStakeMinor,
});

describe('what a contract makes of the figures', () => {
  it('carries a period the team won into the next, and uses it up on a positive one', () => {
    expect(dueOf(DIVIDEND, figures(-300_00), 0)).toEqual({ dueMinor: 0, carryOutMinor: -300_00 });
    expect(dueOf(DIVIDEND, figures(-100_00), -300_00)).toEqual({
      dueMinor: 0,
      carryOutMinor: -400_00,
    });
    // 500.00 lost less 400.00 carried: 10 % of 100.00.
    expect(dueOf(DIVIDEND, figures(500_00), -400_00)).toEqual({
      dueMinor: 10_00,
      carryOutMinor: 0,
    });
    // 1,500.00 reaches the 20.5 % tier: rounded down once.
    expect(dueOf(DIVIDEND, figures(1500_01), 0)).toEqual({ dueMinor: 307_50, carryOutMinor: 0 });
  });

  it('pays no dividend below the active-member minimum', () => {
    expect(dueOf(DIVIDEND, figures(500_00, 1), 0).dueMinor).toBe(0);
  });

  it('picks the highest daily tier both figures reach', () => {
    const daily: ContractTerms = {
      kind: 'daily',
      tiers: [
        { validStake: '100.00', activeMembers: 1, amount: '5.00' },
        { validStake: '200.00', activeMembers: 5, amount: '15.00' },
      ],
    };
    expect(dueOf(daily, figures(0, 4, 300_00), 0).dueMinor).toBe(5_00);
    expect(dueOf(daily, figures(0, 5, 300_00), 0).dueMinor).toBe(15_00);
    expect(dueOf(daily, figures(0, 5, 99_99), 0).dueMinor).toBe(0);
  });

  it('pays an hourly fixed sum only when both minimums are met', () => {
    const hourly: ContractTerms = {
      kind: 'hourly',
      minValidStake: '50.00',
      minActiveMembers: 2,
      amount: '3.00',
    };
    expect(dueOf(hourly, figures(0, 2, 50_00), 0).dueMinor).toBe(3_00);
    expect(dueOf(hourly, figures(0, 1, 50_00), 0).dueMinor).toBe(0);
    expect(dueOf(hourly, figures(0, 2, 49_99), 0).dueMinor).toBe(0);
  });

  it('names the status from what was due and paid', () => {
    expect([statusOf(0, 0), statusOf(5, 5), statusOf(5, 3), statusOf(5, 0)]).toEqual([
      'not_reached',
      'issued',
      'partial',
      'insufficient',
    ]);
  });
});
