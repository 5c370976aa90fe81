import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';
import { useSite } from '../../shared/site/site-status';
import { NoticePopups, NoticeTicker } from '../notices';
import { GameStrip } from './components/GameStrip';
import { useRenewSession } from './use-renew-session';

const CATEGORIES = [
  'HOT',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'INHOUSE',
  'ELOTT',
  'LOTT',
] as const;

const categoryLink = (category: (typeof CATEGORIES)[number]) =>
  category === 'LOTT' ? paths.lottery : `${paths.gameList}?gameType=${category}`;

/** Home: notice ticker, the site's welcome, game categories and the announcement popups. */
export default function HomePage() {
  const { t } = useTranslation();
  const { site } = useSite();
  useRenewSession();
  return (
    <section className="screen home" data-testid="home-screen">
      <NoticeTicker />
      <GameStrip />
      <div className="home-hero">
        <h2 className="home-hero__title">{t('home.welcome', { name: site.name })}</h2>
        <p className="home-hero__tagline">{t('home.tagline')}</p>
      </div>
      <h3 className="section-title">{t('home.categories')}</h3>
      <ul className="category-grid">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link className="category-tile" to={categoryLink(category)}>
              <span
                className={`category-tile__badge category-tile__badge--${category.toLowerCase()}`}
              >
                {category.slice(0, 2)}
              </span>
              <span className="category-tile__name">{t(`categories.${category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <NoticePopups />
    </section>
  );
}
