import { useEffect, useRef } from 'react';
import { createThrottle, nearBottom } from '../model/paging';

const box = () => ({
  scrollY: window.scrollY,
  viewportHeight: window.innerHeight,
  documentHeight: document.documentElement.scrollHeight,
});

/**
 * Calls `loadMore` when the page is scrolled within 500 px of its bottom, at most once a
 * second (spec/02 section 9). It checks again whenever it becomes able to load (a page just
 * arrived) so a short list that does not fill the screen still grows, and once the second
 * is over if a scroll came too early.
 */
export const useInfiniteScroll = (canLoad: boolean, loadMore: () => void) => {
  const gate = useRef(createThrottle());
  const latest = useRef(loadMore);
  latest.current = loadMore;

  useEffect(() => {
    if (!canLoad) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (timer !== undefined || !nearBottom(box())) return;
      const wait = gate.current.pass();
      if (wait === 0) latest.current();
      else
        timer = setTimeout(() => {
          timer = undefined;
          check();
        }, wait);
    };
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [canLoad]);
};
