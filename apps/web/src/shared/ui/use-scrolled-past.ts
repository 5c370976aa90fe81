import { useEffect, useState } from 'react';
import { afterIdle } from './after-idle';

/**
 * Whether the page is scrolled more than `offset` px from the top (home's header switches to its
 * stuck look there, spec/02 "Home"). Re-renders only when the answer changes.
 */
export const useScrolledPast = (offset: number): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > offset);
    // The first reading waits for a drawn page: scrollY on a page still being built forces
    // its layout (a page opened scrolled, by a reload, is caught up then).
    const cancel = afterIdle(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', check);
    };
  }, [offset]);
  return past;
};
