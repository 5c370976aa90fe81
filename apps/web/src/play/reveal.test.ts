import { describe, expect, it } from 'vitest';
import { climbAt, revealMs } from './reveal';

describe('result drawing', () => {
  it('is quick, and a crash climbs longer the higher it goes, within a limit', () => {
    expect(revealMs(null)).toBe(0);
    expect(revealMs({ kind: 'dice', roll: 5000 })).toBeLessThanOrEqual(1000);
    const low = revealMs({ kind: 'crash', crashPoint: 100 });
    const high = revealMs({ kind: 'crash', crashPoint: 1000 });
    expect(low).toBe(500);
    expect(high).toBeGreaterThan(low);
    expect(revealMs({ kind: 'crash', crashPoint: 100_000 })).toBe(3200);
  });

  it('climbs from 1.00x and stops exactly at the crash point', () => {
    expect(climbAt(500, 0, 1000)).toBe(100);
    const half = climbAt(500, 500, 1000);
    expect(half).toBeGreaterThan(100);
    expect(half).toBeLessThan(500);
    expect(climbAt(500, 1000, 1000)).toBe(500);
    expect(climbAt(500, 1200, 1000)).toBe(500);
  });
});
