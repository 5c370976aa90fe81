import { type BannerItem, TIMINGS } from '@lotto/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { useAutoplayCarousel } from '../components/use-autoplay-carousel';
import { bannerTargetOf } from './banner-action';

interface BannerCarouselProps {
  banners: readonly BannerItem[];
}

/**
 * Home's banner carousel (spec/02 "Home"): swipeable slides (the browser's scroll snapping) with
 * pagination; with more than one banner it moves on every 5000 ms, from the last back to the
 * first, with one it stands still. Tapping a banner performs its action. Loaded apart from
 * home's first chunk.
 */
export default function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useSession() !== null;
  const moving = banners.length > 1;
  const { viewportRef, selected, goTo } = useAutoplayCarousel(
    'x',
    banners.map((b) => b.id),
    TIMINGS.bannerAutoplay,
    moving,
  );

  const open = useCallback(
    (banner: BannerItem) => {
      if (!banner.action) return;
      const target = bannerTargetOf(banner.action, member);
      if (target.kind === 'app') navigate(target.path);
      else window.open(target.url, '_blank', 'noopener,noreferrer');
    },
    [member, navigate],
  );

  return (
    <section
      className="banners"
      aria-roledescription="carousel"
      aria-label={t('homeContent.banners')}
    >
      <div className="banners__viewport" ref={viewportRef}>
        <div className="banners__track">
          {banners.map((banner, i) => (
            <div className="banners__slide" key={banner.id} aria-hidden={i !== selected}>
              <button
                type="button"
                className="banners__open"
                data-testid="banner"
                tabIndex={i === selected ? 0 : -1}
                onClick={() => open(banner)}
              >
                <img
                  className="banners__image"
                  src={banner.imageUrl}
                  alt={banner.title}
                  width={750}
                  height={300}
                  decoding="async"
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {moving && (
        <div className="banners__dots">
          {banners.map((banner, i) => (
            <button
              type="button"
              key={banner.id}
              className="banners__dot"
              data-testid="banner-dot"
              aria-label={t('homeContent.showBanner', { n: i + 1 })}
              aria-current={i === selected}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
