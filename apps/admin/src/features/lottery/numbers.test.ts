import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { chanceOf, clockOf, percentOf, scheduleSummary, secondsOf, untilOf } from './numbers';

const words = en.lotteryGames.words;

describe('the lottery pages’ numbers', () => {
  it('says a draw rule in words', () => {
    const fast = { firstDrawSec: 300, cycleSec: 300, lastDrawSec: 86_100, closeSec: 30 };
    expect(scheduleSummary(fast, words)).toBe('every 5 min, 00:05–23:55, sales close 30 s before');
    const thai = {
      firstDrawSec: 54_000,
      cycleSec: 86_400,
      lastDrawSec: 54_000,
      closeSec: 5400,
      monthDays: [1, 16],
    };
    expect(scheduleSummary(thai, words)).toBe(
      'daily at 15:00, on days 1, 16, sales close 90 min before',
    );
  });

  it('turns times of day into seconds and back', () => {
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(86_399)).toBe('23:59:59');
    expect(secondsOf('18:00')).toBe(64_800);
    expect(secondsOf('7:05:09')).toBe(25_509);
    expect(secondsOf('24:00')).toBeNull();
    expect(secondsOf('noon')).toBeNull();
  });

  it('shows an exact return as a percent with 2 decimals, rounded down', () => {
    expect(percentOf('49/50')).toBe('98.00');
    expect(percentOf('2/3')).toBe('66.66');
    expect(percentOf('1/100000')).toBe('0.00');
    expect(chanceOf('1/10')).toBe('1/10 (10.00 %)');
  });

  it('says how far a draw is from now', () => {
    const w = en.lotteryMonitor.words;
    expect(untilOf(125_000, 0, w)).toBe('in 2 min 5 s');
    expect(untilOf(0, 3_600_000 + 60_000, w)).toBe('1 h 1 min ago');
    expect(untilOf(3 * 86_400_000 + 7_200_000 + 5000, 0, w)).toBe('in 3 d 2 h');
  });
});
