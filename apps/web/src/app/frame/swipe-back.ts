import { TIMINGS } from '@lotto/contract';

/**
 * Remembers the last horizontal swipe, so a back navigation that a swipe caused can skip the
 * fade: the browser already animated it (spec: no animation after a swipe over 100 px).
 */
const SWIPE_MEMORY_MS = 1000;
let startX: number | null = null;
let lastSwipe = { distance: 0, at: 0 };

export const trackSwipes = () => {
  window.addEventListener(
    'touchstart',
    (e) => {
      startX = e.touches[0]?.clientX ?? null;
    },
    { passive: true },
  );
  const end = (e: TouchEvent) => {
    const x = e.changedTouches[0]?.clientX;
    if (startX !== null && x !== undefined) lastSwipe = { distance: x - startX, at: Date.now() };
    startX = null;
  };
  window.addEventListener('touchend', end, { passive: true });
  window.addEventListener('touchcancel', end, { passive: true });
};

/** True when a rightward swipe over the threshold ended just now. */
export const cameFromSwipeBack = (now = Date.now()) =>
  lastSwipe.distance > TIMINGS.swipeBackThreshold && now - lastSwipe.at < SWIPE_MEMORY_MS;
