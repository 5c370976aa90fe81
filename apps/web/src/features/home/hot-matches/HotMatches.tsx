import { lazy, Suspense } from 'react';
import { HotMatchPlaceholder } from './HotMatchPlaceholder';
import './hot-matches.css';

// Home's first load is near its budget: the strip's query, carousel and modal follow home,
// and a box of the strip's height holds its place meanwhile, so nothing below it moves.
const LoadedHotMatches = lazy(() => import('./LoadedHotMatches'));

/** Home's hot-match strip (spec/02 "Home"), loaded on demand. */
export const HotMatches = () => (
  <Suspense fallback={<HotMatchPlaceholder />}>
    <LoadedHotMatches />
  </Suspense>
);
