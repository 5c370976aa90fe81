import { lazy, Suspense } from 'react';
import './popular.css';

const PopularGames = lazy(() => import('./PopularGames'));

/** Popular games load after home's first paint; their box is held meanwhile. */
export const LazyPopularGames = () => (
  <Suspense fallback={<div className="popular popular--placeholder" aria-hidden="true" />}>
    <PopularGames />
  </Suspense>
);
