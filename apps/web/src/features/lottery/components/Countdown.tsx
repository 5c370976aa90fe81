import { useEffect, useRef } from 'react';
import { useHydrated } from '../../../shared/first-paint/hydrated';
import { useOnScreen } from '../../../shared/ui/use-on-screen';
import { formatLeft, useServerNow } from '../model/clock';

interface CountdownProps {
  /** Epoch ms (server time) the countdown runs to. */
  until: number;
  /** Called once when the time is reached (the server's clock, not the phone's). */
  onElapsed?: () => void;
  className?: string;
  testId?: string;
}

/** A live "mm:ss" to a server time; it never goes below zero. */
export const Countdown = ({ until, onElapsed, className, testId }: CountdownProps) => {
  const shown = useRef<HTMLTimeElement>(null);
  // Seconds nobody sees cost a redrawn frame each: off screen the countdown rests, unless
  // someone waits for its end.
  const now = useServerNow(1000, useOnScreen(shown) || onElapsed !== undefined);
  // A server-painted page shows no seconds: they would be stale by the time it is read.
  const live = useHydrated();
  const left = until - now;
  const fired = useRef<number | null>(null);
  useEffect(() => {
    if (left > 0 || fired.current === until) return;
    fired.current = until;
    onElapsed?.();
  }, [left, until, onElapsed]);
  return (
    <time
      ref={shown}
      className={`lott-countdown${live && left <= 10_000 ? ' lott-countdown--soon' : ''} ${className ?? ''}`}
      dateTime={new Date(until).toISOString()}
      data-testid={testId}
    >
      {live ? formatLeft(left) : '--:--'}
    </time>
  );
};
