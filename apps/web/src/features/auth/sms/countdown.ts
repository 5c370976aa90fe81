import { TIMINGS } from '@lotto/contract';
import { useCallback, useEffect, useState } from 'react';

/** Without an answer from the server (phone-verification provider path): one minute. */
export const DEFAULT_SMS_SECONDS = 60;

/** spec/01 section 4: expiredMinutes x 60 s from the server, else 60 s. */
export const countdownLength = (expiredMinutes?: number | null): number =>
  expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : DEFAULT_SMS_SECONDS;

/** Whole seconds left until `endsAt`; counted from the clock so a sleeping tab stays right. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/** A countdown in 1 s ticks: `left` seconds while running, 0 when it may start again. */
export const useCountdown = () => {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!endsAt) return;
    const id = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(0);
    }, TIMINGS.smsTick);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);
  const stop = useCallback(() => setEndsAt(0), []);

  const left = endsAt ? secondsLeft(endsAt, now) : 0;
  return { left, running: left > 0, start, stop };
};
