import { useEffect, useState } from 'react';

/**
 * Runs `work` once the browser has drawn the page and is idle (at the latest after `timeoutMs`),
 * and returns a cancel. Work that reads layout (a carousel measuring its slides, the scroll
 * offset) then finds the page laid out already, instead of forcing a layout inside the task
 * that mounts the screen: on a slow phone that forced layout is a long task a tap waits behind.
 */
export const afterIdle = (work: () => void, timeoutMs = 1000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: after the next frame, in a task of its own.
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
};

/** False until the browser has drawn the component and gone idle once (see afterIdle). */
export const useAfterIdle = (): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true)), []);
  return idle;
};
