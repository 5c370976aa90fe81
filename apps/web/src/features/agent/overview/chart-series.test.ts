import type { TeamSeriesDay } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { chartData, chartTotal } from './chart-series';

const day = (d: string, stake: string, winLoss: string, active: number): TeamSeriesDay => ({
  day: d,
  stake,
  validStake: stake,
  winLoss,
  deposits: '0.00',
  activeMembers: active,
});

const series = [day('2026-06-01', '10.10', '-3.05', 2), day('2026-06-02', '0.20', '1.00', 5)];

describe('team chart series', () => {
  it('puts each day at its noon UTC, whatever the phone zone, with the metric as numbers', () => {
    expect(chartData(series, 'stake')).toEqual([
      [Date.UTC(2026, 5, 1, 12) / 1000, Date.UTC(2026, 5, 2, 12) / 1000],
      [10.1, 0.2],
    ]);
    expect(chartData(series, 'activeMembers')[1]).toEqual([2, 5]);
  });

  it('totals money exactly in cents, and members as the busiest day', () => {
    expect(chartTotal(series, 'stake')).toBe('10.30');
    expect(chartTotal(series, 'winLoss')).toBe('-2.05');
    expect(chartTotal([day('2026-06-01', '0.00', '-0.05', 0)], 'winLoss')).toBe('-0.05');
    expect(chartTotal(series, 'activeMembers')).toBe('5');
    expect(chartTotal([], 'stake')).toBe('0.00');
  });
});
