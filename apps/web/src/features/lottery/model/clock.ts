import { useEffect, useState } from 'react';

/**
 * The server's clock as the browser sees it. Countdowns must close when the server closes
 * sales, not when a phone with a wrong clock thinks so: every game answer carries `serverNow`,
 * and the difference to the browser's clock at that moment is kept and added to every reading.
 */
let offsetMs = 0;

/** Learns the offset from a `serverNow` (ISO time or epoch ms) just received. */
export const syncServerClock = (serverNow: string | number): void => {
  const server = typeof serverNow === 'number' ? serverNow : Date.parse(serverNow);
  if (Number.isFinite(server)) offsetMs = server - Date.now();
};

/** The server's time now, in epoch ms. */
export const serverNow = (): number => Date.now() + offsetMs;

/**
 * The server's time, re-read every `everyMs` while `ticking` (one timer per caller, cleared on
 * unmount); it is read again at once when ticking starts again.
 */
export const useServerNow = (everyMs = 1000, ticking = true): number => {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!ticking) return;
    setNow(serverNow());
    const timer = window.setInterval(() => setNow(serverNow()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, ticking]);
  return now;
};

const two = (n: number) => String(n).padStart(2, '0');

/** What is left until `at` as "mm:ss", "hh:mm:ss" or "2d 03:04:05"; "00:00" once passed. */
export const formatLeft = (leftMs: number): string => {
  const total = Math.max(0, Math.ceil(leftMs / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock =
    hours > 0 || days > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
};
