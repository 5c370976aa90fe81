import { lazy, Suspense } from 'react';
import { useHotMatches } from '../api/queries';
import './hot-matches.css';

const HotMatchStrip = lazy(() => import('./HotMatchStrip'));

/** The strip's box keeps its height while the list and the carousel load: nothing shifts. */
const Placeholder = () => (
  <div className="hot-matches hot-matches--placeholder" aria-hidden="true" />
);

/** Home's hot-match strip (spec/02 "Home"); nothing at all when no match is coming. */
export const HotMatches = () => {
  const { data, isPending } = useHotMatches();
  if (isPending) return <Placeholder />;
  if (!data?.length) return null;
  return (
    <Suspense fallback={<Placeholder />}>
      <HotMatchStrip matches={data} />
    </Suspense>
  );
};
