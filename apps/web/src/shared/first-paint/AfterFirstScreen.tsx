import { type ReactNode, useEffect, useState } from 'react';

/** How long the first screen may keep the browser busy before what waits comes anyway. */
const LONGEST_WAIT_MS = 3_000;

/**
 * What a screen shows only after its first screen is in place and answering taps: popups, the
 * service widget. Neither the server nor the hydrating browser renders it (so the two agree);
 * it starts once the browser is idle after the first commit, so its code, its queries and its
 * rendering never stand between a cheap phone and a usable first screen.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => setStarted(true);
    // Safari has no requestIdleCallback: a timeout lets the first screen's own work go first.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(start, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(start, { timeout: LONGEST_WAIT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return started ? children : null;
}
