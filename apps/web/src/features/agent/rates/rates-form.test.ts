import { describe, expect, it } from 'vitest';
import { draftOf, raises, ratesOf } from './rates-form';

const current = {
  prizeGroup: 1950,
  rebates: [
    { category: 'RNG' as const, bp: 30 },
    { category: 'LIVE' as const, bp: 15 },
  ],
};

describe('the rates form', () => {
  it('edits percents and turns them back into basis points', () => {
    const draft = draftOf(current);
    expect(draft.percents).toEqual({ RNG: '0.30', LIVE: '0.15' });
    const next = ratesOf({ ...draft, percents: { ...draft.percents, RNG: '0.35' } }, current);
    expect(next?.rebates).toEqual([
      { category: 'RNG', bp: 35 },
      { category: 'LIVE', bp: 15 },
    ]);
    expect(ratesOf({ ...draft, prizeGroup: '19.5' }, current)).toBeNull();
    expect(ratesOf({ ...draft, percents: { ...draft.percents, LIVE: 'x' } }, current)).toBeNull();
  });

  it('asks before any part goes up, not when parts only go down', () => {
    const lower = { ...current, rebates: [{ category: 'RNG' as const, bp: 20 }] };
    expect(raises(lower, current)).toBe(false);
    expect(raises({ ...current, prizeGroup: 1951 }, current)).toBe(true);
    const higher = { ...current, rebates: [{ category: 'LIVE' as const, bp: 16 }] };
    expect(raises(higher, current)).toBe(true);
  });
});
