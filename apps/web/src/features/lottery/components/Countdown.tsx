import { useEffect, useRef } from 'react';
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
  const now = useServerNow();
  const left = until - now;
  const fired = useRef<number | null>(null);
  useEffect(() => {
    if (left > 0 || fired.current === until) return;
    fired.current = until;
    onElapsed?.();
  }, [left, until, onElapsed]);
  return (
    <time
      className={`lott-countdown${left <= 10_000 ? ' lott-countdown--soon' : ''} ${className ?? ''}`}
      dateTime={new Date(until).toISOString()}
      data-testid={testId}
    >
      {formatLeft(left)}
    </time>
  );
};
