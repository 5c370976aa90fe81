import { describe, expect, it } from 'vitest';
import { cashOutOf, choiceOf, DEFAULT_PICKS, dicePayout, picksWith } from './choice';

describe('choices', () => {
  it('sends only what the kind plays with', () => {
    expect(choiceOf('slot', DEFAULT_PICKS)).toEqual({ kind: 'slot' });
    expect(choiceOf('table', { ...DEFAULT_PICKS, side: 'banker' })).toEqual({
      kind: 'table',
      side: 'banker',
    });
    expect(choiceOf('single', { ...DEFAULT_PICKS, pick: 'draw' })).toEqual({
      kind: 'single',
      pick: 'draw',
    });
    expect(choiceOf('dice', { ...DEFAULT_PICKS, target: 33 })).toEqual({
      kind: 'dice',
      target: 33,
    });
    expect(choiceOf('crash', { ...DEFAULT_PICKS, cashOut: '1.5' })).toEqual({
      kind: 'crash',
      cashOut: 150,
    });
  });

  it('refuses a dice target or cash-out outside the game range', () => {
    expect(choiceOf('dice', { ...DEFAULT_PICKS, target: 96 })).toBeNull();
    expect(cashOutOf('1.00')).toBeNull();
    expect(cashOutOf('1.01')).toBe(101);
    expect(cashOutOf('1000')).toBe(100_000);
    expect(cashOutOf('1000.01')).toBeNull();
    expect(cashOutOf('two')).toBeNull();
  });

  it('shows the dice payout the server pays for a stake of one', () => {
    expect(dicePayout(50, 9700)).toBe('1.94');
    expect(dicePayout(2, 9700)).toBe('48.50');
  });
});

describe('picksWith', () => {
  it('puts the choice of a round back on screen', () => {
    expect(picksWith(DEFAULT_PICKS, { kind: 'table', side: 'banker' }).side).toBe('banker');
    expect(picksWith(DEFAULT_PICKS, { kind: 'single', pick: 'away' }).pick).toBe('away');
    expect(picksWith(DEFAULT_PICKS, { kind: 'crash', cashOut: 250 }).cashOut).toBe('2.50');
    expect(picksWith(DEFAULT_PICKS, undefined)).toBe(DEFAULT_PICKS);
  });
});
