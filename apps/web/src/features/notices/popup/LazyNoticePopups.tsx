import { lazy, Suspense } from 'react';

// Popups show 500 ms after home mounts at the earliest: their code need not delay home's first
// paint, so it loads with home, not before it.
const Popups = lazy(() =>
  import('./NoticePopups').then(({ NoticePopups }) => ({ default: NoticePopups })),
);

/** Home's announcement and latest-news popups (spec/01 section 4), loaded on demand. */
export const NoticePopups = () => (
  <Suspense fallback={null}>
    <Popups />
  </Suspense>
);
