import { lazy, Suspense } from 'react';
import { useSession } from '../../../shared/session/session-store';
import { useHomeBanners } from '../api/queries';
import { bannersFor } from './banner-action';
import './banners.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/** The banner box keeps its size while the list and the carousel load: nothing shifts. */
const Placeholder = () => <div className="banners banners--placeholder" aria-hidden="true" />;

/**
 * Home's banners (group m_home) for this viewer; nothing at all when none is left. The first
 * paint is a visitor's (no session on the server): a member's list follows after hydration.
 */
export const HomeBanners = () => {
  const { data, isPending } = useHomeBanners();
  const member = useSession() !== null;
  if (isPending) return <Placeholder />;
  const shown = bannersFor(data ?? [], member);
  if (!shown.length) return null;
  return (
    <Suspense fallback={<Placeholder />}>
      <BannerCarousel banners={shown} />
    </Suspense>
  );
};
