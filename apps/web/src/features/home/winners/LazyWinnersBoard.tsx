import { lazy, Suspense } from 'react';
import './winners.css';

const WinnersBoard = lazy(() => import('./WinnersBoard'));

/** The winner board loads after home's first paint; its box is held meanwhile. */
export const LazyWinnersBoard = () => (
  <Suspense fallback={<div className="winners" aria-hidden="true" />}>
    <WinnersBoard />
  </Suspense>
);
