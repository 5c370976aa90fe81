import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countdownLength,
  DEFAULT_SMS_SECONDS,
  recallSentCode,
  secondsLeft,
  useCountdown,
} from './countdown';

describe('SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lasts expiredMinutes x 60 s, or 60 s without an answer', () => {
    expect(countdownLength(5)).toBe(300);
    expect(countdownLength(1)).toBe(60);
    expect(countdownLength(0)).toBe(DEFAULT_SMS_SECONDS);
    expect(countdownLength(undefined)).toBe(60);
  });

  it('rounds partial seconds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('ticks once a second and ends at zero, ready to start again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(3));
    expect(result.current.left).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => result.current.start(2));
    expect(result.current.left).toBe(2);
  });

  it('resumes after a reload with the time left of a remembered send (A.13)', () => {
    const first = renderHook(() => useCountdown('reset'));
    act(() => first.result.current.start(60, '912345678'));
    first.unmount();
    act(() => vi.advanceTimersByTime(20_000));
    const reloaded = renderHook(() => useCountdown('reset'));
    expect(reloaded.result.current.running).toBe(true);
    expect(reloaded.result.current.left).toBe(40);
    expect(recallSentCode('reset')?.mobileNum).toBe('912345678');
    expect(renderHook(() => useCountdown()).result.current.running).toBe(false);
  });
});
