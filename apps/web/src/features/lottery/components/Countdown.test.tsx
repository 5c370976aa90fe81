import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

/** jsdom sees no screen: this stand-in lets the test say when the countdown leaves it. */
let report: (onScreen: boolean) => void = () => {};
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (onScreen) =>
      act(() =>
        callback(
          [{ isIntersecting: onScreen } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks on screen, rests off screen, and is right again when seen', () => {
    render(<Countdown until={Date.now() + 60_000} testId="left" />);
    const left = screen.getByTestId('left');
    expect(left.textContent).toBe('01:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(left.textContent).toBe('00:59');
    report(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(left.textContent).toBe('00:59');
    report(true);
    expect(left.textContent).toBe('00:54');
  });

  it('keeps ticking off screen when someone waits for its end', () => {
    const elapsed = vi.fn();
    render(<Countdown until={Date.now() + 3000} onElapsed={elapsed} />);
    report(false);
    act(() => vi.advanceTimersByTime(3000));
    expect(elapsed).toHaveBeenCalledTimes(1);
  });
});
