import { describe, expect, it } from 'vitest';
import { formatLeft, serverNow, syncServerClock } from './clock';

describe('the server clock', () => {
  it('reads the server time through the learnt offset', () => {
    syncServerClock(Date.now() + 60_000);
    expect(serverNow() - Date.now()).toBeGreaterThan(59_000);
    syncServerClock(new Date().toISOString());
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
  });

  it('formats what is left', () => {
    expect(formatLeft(-5)).toBe('00:00');
    expect(formatLeft(59_001)).toBe('01:00');
    expect(formatLeft(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatLeft(2 * 86_400_000 + 5000)).toBe('2d 00:00:05');
  });
});
