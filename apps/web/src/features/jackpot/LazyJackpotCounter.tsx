import { lazy, Suspense } from 'react';
import './jackpot.css';

// Home's first load is near its budget: the counter's code follows home, and a frame of the
// counter's own height holds its place meanwhile, so nothing below it moves.
const Counter = lazy(() => import('./JackpotCounter'));

/** The jackpot counter, loaded on demand. */
export const JackpotCounter = () => (
  <Suspense fallback={<div className="jackpot jackpot--pending" aria-hidden="true" />}>
    <Counter />
  </Suspense>
);
