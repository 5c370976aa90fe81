import { TIMINGS } from '@lotto/contract';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { cameFromSwipeBack } from './swipe-back';

/** A 300 ms fade on each page change, skipped when a back swipe already moved the page. */
export const PageTransition = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const skip = useNavigationType() === 'POP' && cameFromSwipeBack();
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
