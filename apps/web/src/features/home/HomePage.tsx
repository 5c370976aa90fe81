import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';
import { useSite } from '../../shared/site/site-status';
import { HotGames } from '../games';
import { NoticePopups, NoticeTicker } from '../notices';
import { GameStrip } from './components/GameStrip';
import { useRenewSession } from './use-renew-session';

/** Home: notice ticker, ways into the games, the site's welcome, hot games and the popups. */
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
      <HotGames
        gameType="HOT"
        title={t('home.hotGames')}
        moreTo={`${paths.gameList}?gameType=HOT`}
      />
      <NoticePopups />
    </section>
  );
}
