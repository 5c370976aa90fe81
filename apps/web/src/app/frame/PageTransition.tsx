import { TIMINGS } from '@lotto/contract';
import { type ReactNode, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { cameFromSwipeBack } from './swipe-back';

/**
 * A 300 ms fade on each page change, skipped when a back swipe already moved the page. A new
 * page opens at its top (a form submitted at the bottom of the page would otherwise leave its
 * next screen scrolled down); back and forward keep what the browser restores.
 */
export const PageTransition = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigation = useNavigationType();
  const skip = navigation === 'POP' && cameFromSwipeBack();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what moves the page up
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
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
