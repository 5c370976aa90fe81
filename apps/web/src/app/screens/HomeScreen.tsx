import { ContractCheck } from '../../features/agent';
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
import { AfterFirstScreen } from '../../shared/first-paint/AfterFirstScreen';

/**
 * Home: notice ticker, banners, ways into the games, the site's welcome, the app download,
 * the jackpot, popular lotteries, popular games, the winner board, and
 * once the first screen answers taps, the popups and the service widget.
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
      <AfterFirstScreen>
        <NoticePopups />
        <ServiceWidget />
      </AfterFirstScreen>
      <ContractCheck />
    </section>
  );
}
