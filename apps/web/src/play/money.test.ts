import { describe, expect, it } from 'vitest';
import { formatAmount, fromMinor, quickStakes, stakeToSend, toMinor, verdictOf } from './money';

describe('amounts in minor units', () => {
  it('reads typed amounts exactly and refuses anything else', () => {
    expect(toMinor('12.5')).toBe(1250);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor(' 10 ')).toBe(1000);
    expect(toMinor('10.')).toBe(1000);
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('-1')).toBeNull();
    expect(toMinor('1e3')).toBeNull();
    expect(toMinor('')).toBeNull();
  });

  it('writes minor units as the wire format and groups thousands for display', () => {
    expect(fromMinor(1250)).toBe('12.50');
    expect(fromMinor(5)).toBe('0.05');
    expect(fromMinor(-5)).toBe('-0.05');
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-1000.00')).toBe('-1,000.00');
  });
});

describe('stakes', () => {
  it('sends a stake within the game limits, normalised', () => {
    expect(stakeToSend('10', '1.00', '500.00')).toBe('10.00');
    expect(stakeToSend('0.5', '1.00', '500.00')).toBeNull();
    expect(stakeToSend('500.01', '1.00', '500.00')).toBeNull();
    expect(stakeToSend('abc', '1.00', '500.00')).toBeNull();
    expect(stakeToSend('0', '0.00', '500.00')).toBeNull();
  });

  it('offers min, x2, x5 and x10 that fit under max', () => {
    expect(quickStakes('1.00', '500.00')).toEqual(['1.00', '2.00', '5.00', '10.00']);
    expect(quickStakes('20.00', '100.00')).toEqual(['20.00', '40.00', '100.00']);
    expect(quickStakes('0.00', '100.00')).toEqual([]);
  });

  it('tells a win, a returned stake and a loss apart', () => {
    expect(verdictOf('10.00', '25.00')).toBe('win');
    expect(verdictOf('10.00', '0.00')).toBe('lose');
    expect(verdictOf('10.00', null)).toBe('lose');
    expect(verdictOf('10.00', '10.00')).toBe('push');
    expect(verdictOf('10.00', '10.00')).toBe('push');
  });

  it('calls a payout below the stake a loss (A.20)', () => {
    expect(verdictOf('0.10', '0.02')).toBe('lose');
  });
});
