import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';

/** The site's welcome under the game strip. */
export const HomeHero = () => {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <div className="home-hero">
      <h2 className="home-hero__title">{t('home.welcome', { name: site.name })}</h2>
      <p className="home-hero__tagline">{t('home.tagline')}</p>
    </div>
  );
};
