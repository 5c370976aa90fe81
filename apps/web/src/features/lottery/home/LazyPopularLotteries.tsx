import { lazy, Suspense } from 'react';

const PopularLotteries = lazy(() => import('./PopularLotteries'));

/** Home's popular lotteries strip, loaded with its own chunk after the first paint. */
export const LazyPopularLotteries = () => (
  <Suspense fallback={null}>
    <PopularLotteries />
  </Suspense>
);
