import { TIMINGS } from '@lotto/contract';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { cameFromSwipeBack } from './swipe-back';

/**
 * A 300 ms fade on each page change, skipped when a back swipe already moved the page. Whether
 * to skip is decided once per navigation, when it happens: the page may render again later
 * (its chunk arriving on a slow phone), after the swipe has been forgotten, and must not fade
 * then. A new page opens at its top (a form submitted at the bottom of the page would
 * otherwise leave its next screen scrolled down); back and forward keep what the browser
 * restores.
 */
export const PageTransition = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const decided = useRef<{ key: string; skip: boolean } | null>(null);
  if (decided.current?.key !== location.key) {
    decided.current = {
      key: location.key,
      skip: navigationType === 'POP' && cameFromSwipeBack(location.key),
    };
  }
  const { skip } = decided.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what moves the page up
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname]);
  return (
    <div
      key={location.pathname}
      className={skip ? 'page' : 'page page--fade'}
      data-transition={skip ? 'none' : 'fade'}
      style={{ animationDuration: `${TIMINGS.pageTransition}ms` }}
    >
      {children}
    </div>
  );
};
