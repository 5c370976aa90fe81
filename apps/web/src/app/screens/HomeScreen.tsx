import { PopularGames } from '../../features/games';
import { ServiceWidget } from '../../features/help';
import {
  AppDownloadCard,
  GameStrip,
  HomeBanners,
  HomeHero,
  HotMatches,
  useRenewSession,
  WinnersBoard,
} from '../../features/home';
import { JackpotCounter } from '../../features/jackpot';
import { PopularLotteries } from '../../features/lottery';
import { NoticePopups, NoticeTicker } from '../../features/notices';

/**
 * Home: notice ticker, banners, ways into the games, the site's welcome, the app download,
 * the jackpot, popular lotteries, popular games, the winner board and the popups.
 */
export default function HomeScreen() {
  useRenewSession();
  return (
    <section className="screen home" data-testid="home-screen">
      <NoticeTicker />
      <HomeBanners />
      <HotMatches />
      <GameStrip />
      <HomeHero />
      <JackpotCounter />
      <AppDownloadCard />
      <PopularLotteries />
      <PopularGames />
      <WinnersBoard />
      <NoticePopups />
      <ServiceWidget />
    </section>
  );
}
