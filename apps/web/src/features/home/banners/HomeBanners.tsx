import { lazy, Suspense } from 'react';
import { useHomeBanners } from '../api/queries';
import './banners.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/** The banner box keeps its size while the list and the carousel load: nothing shifts. */
const Placeholder = () => <div className="banners banners--placeholder" aria-hidden="true" />;

/** Home's banners (group m_home); nothing at all when the site has none. */
export const HomeBanners = () => {
  const { data, isPending } = useHomeBanners();
  if (isPending) return <Placeholder />;
  if (!data?.length) return null;
  return (
    <Suspense fallback={<Placeholder />}>
      <BannerCarousel banners={data} />
    </Suspense>
  );
};
