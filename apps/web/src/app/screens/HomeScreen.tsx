import { HotGames } from '../../features/games';
import { GameStrip, HomeHero, useRenewSession } from '../../features/home';
import { JackpotCounter } from '../../features/jackpot';
import { NoticePopups, NoticeTicker } from '../../features/notices';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';

/** Home: notice ticker, ways into the games, the site's welcome, hot games and the popups. */
export default function HomeScreen() {
  const { t } = useTranslation();
  useRenewSession();
  return (
    <section className="screen home" data-testid="home-screen">
      <NoticeTicker />
      <GameStrip />
      <HomeHero />
      <JackpotCounter />
      <HotGames
        gameType="HOT"
        title={t('home.hotGames')}
        moreTo={`${paths.gameList}?gameType=HOT`}
      />
      <NoticePopups />
    </section>
  );
}
