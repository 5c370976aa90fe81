import { lazy, Suspense } from 'react';

// The feature's index is in every page's first load (the app's screen list imports it): the
// widget's code loads with home, not before it.
const Widget = lazy(() =>
  import('./ServiceWidget').then(({ ServiceWidget }) => ({ default: ServiceWidget })),
);

/** The side customer-service widget (spec/02 "Widgets"), loaded on demand. */
export const ServiceWidget = () => (
  <Suspense fallback={null}>
    <Widget />
  </Suspense>
);
