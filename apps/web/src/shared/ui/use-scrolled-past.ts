import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `offset` px from the top (home's header switches to its
 * stuck look there, spec/02 "Home"). Re-renders only when the answer changes.
 */
export const useScrolledPast = (offset: number): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > offset);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [offset]);
  return past;
};
