import { TIMINGS } from '@lotto/contract';

/**
 * Remembers the last horizontal swipe, so a back navigation that a swipe caused can skip the
 * fade: the browser already animated it (spec: no animation after a swipe over 100 px). Times
 * are the events' own stamps (when the finger lifted, when the history moved), not when a busy
 * phone got round to handling them.
 */
const SWIPE_MEMORY_MS = 1000;
let startX: number | null = null;
let lastSwipe = { distance: 0, at: Number.NEGATIVE_INFINITY };
/** The history entry the last back navigation led to, when a swipe caused it. */
let swipedBackTo: string | null = null;

/** The key the router gives the current history entry (its first entry has none). */
const entryKey = (): string => {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null && 'key' in state ? state.key : null;
  return typeof key === 'string' ? key : 'default';
};

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
    if (startX !== null && x !== undefined) lastSwipe = { distance: x - startX, at: e.timeStamp };
    startX = null;
  };
  window.addEventListener('touchend', end, { passive: true });
  window.addEventListener('touchcancel', end, { passive: true });
  window.addEventListener('popstate', (e) => {
    swipedBackTo = swipeEndedWithin(e.timeStamp) ? entryKey() : null;
  });
};

const swipeEndedWithin = (at: number) =>
  lastSwipe.distance > TIMINGS.swipeBackThreshold && at - lastSwipe.at < SWIPE_MEMORY_MS;

/**
 * True when a rightward swipe over the threshold led to this history entry: said by the
 * popstate it caused, or, where no popstate comes (a router in memory), by a swipe just now.
 */
export const cameFromSwipeBack = (entry: string) =>
  swipedBackTo === entry || swipeEndedWithin(performance.now());
