import { lazy, Suspense } from 'react';
import './download.css';

const DownloadPopup = lazy(() => import('./DownloadPopup'));

/** The download popup for other screens (the member centre's header), loaded when opened. */
export const LazyDownloadPopup = ({ onClose }: { onClose: () => void }) => (
  <Suspense fallback={null}>
    <DownloadPopup onClose={onClose} />
  </Suspense>
);
