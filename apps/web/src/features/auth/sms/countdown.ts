import { TIMINGS } from '@lotto/contract';
import { useCallback, useEffect, useState } from 'react';
import { session } from '../../../shared/storage';

/** Without an answer from the server (phone-verification provider path): one minute. */
export const DEFAULT_SMS_SECONDS = 60;

/** spec/01 section 4: expiredMinutes x 60 s from the server, else 60 s. */
export const countdownLength = (expiredMinutes?: number | null): number =>
  expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : DEFAULT_SMS_SECONDS;

/** Whole seconds left until `endsAt`; counted from the clock so a sleeping tab stays right. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/** A code sent in this tab, kept in session storage so a reload keeps its countdown. */
export interface SentCode {
  mobileNum: string;
  sentAt: number;
  endsAt: number;
}

const storageKey = (memory: string) => `smsSent:${memory}`;

/** The code this tab last sent for `memory` (a purpose: 'reset' ...), if any. */
export const recallSentCode = (memory: string): SentCode | null => {
  try {
    const parsed = JSON.parse(session.get(storageKey(memory)) ?? 'null') as SentCode | null;
    return parsed && typeof parsed.endsAt === 'number' ? parsed : null;
  } catch {
    return null;
  }
};

/**
 * A countdown in 1 s ticks: `left` seconds while running, 0 when it may start again. With a
 * memory name the send is remembered for the tab (number, send time, end), so a reload
 * resumes the countdown rather than offering a second code at once.
 */
export const useCountdown = (memory?: string) => {
  const [endsAt, setEndsAt] = useState(() => (memory ? (recallSentCode(memory)?.endsAt ?? 0) : 0));
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

  const start = useCallback(
    (seconds: number, mobileNum = '') => {
      const time = Date.now();
      setNow(time);
      setEndsAt(time + seconds * 1000);
      if (!memory) return;
      const sent: SentCode = { mobileNum, sentAt: time, endsAt: time + seconds * 1000 };
      session.set(storageKey(memory), JSON.stringify(sent));
    },
    [memory],
  );

  const left = endsAt ? secondsLeft(endsAt, now) : 0;
  return { left, running: left > 0, start };
};
