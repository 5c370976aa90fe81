import type { PlayOutcome } from '@lotto/contract';
import { useEffect, useState } from 'react';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long a result takes to draw: quick, and a crash climbs longer the higher it goes. */
export const revealMs = (outcome: PlayOutcome | null): number => {
  if (!outcome || reducedMotion()) return 0;
  switch (outcome.kind) {
    case 'slot':
      return 1100;
    case 'table':
      return 900;
    case 'single':
      return 1000;
    case 'match':
      return 0;
    case 'dice':
      return 800;
    case 'crash':
      return Math.round(Math.min(3200, 500 + 800 * Math.log(outcome.crashPoint / 100)));
  }
};

/** The crash multiplier (hundredths) shown after `elapsed` of a climb to `point` in `total`. */
export const climbAt = (point: number, elapsed: number, total: number): number => {
  if (total <= 0 || elapsed >= total) return point;
  return Math.max(100, Math.floor(100 * (point / 100) ** (elapsed / total)));
};

/** True while the result with this key is still being drawn. */
export const useRevealing = (key: string | null, ms: number): boolean => {
  const [done, setDone] = useState<string | null>(key);
  useEffect(() => {
    if (key === null || ms <= 0) {
      setDone(key);
      return;
    }
    const timer = setTimeout(() => setDone(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return key !== null && done !== key;
};

/** Milliseconds since the key last changed, ticking on animation frames for `ms`. */
export const useElapsed = (key: string | null, ms: number): number => {
  // The key travels with the time, so the render where a new key arrives starts at 0
  // instead of showing the finished result for a frame.
  const [tick, setTick] = useState({ key, elapsed: ms });
  useEffect(() => {
    if (key === null || ms <= 0) return;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const elapsed = Math.min(ms, now - start);
      setTick({ key, elapsed });
      if (elapsed < ms) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [key, ms]);
  if (key === null || ms <= 0) return ms;
  return tick.key === key ? tick.elapsed : 0;
};
