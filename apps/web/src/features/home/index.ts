/**
 * What the home screen takes from this feature: banners, the hot-match strip, the game strip,
 * the welcome, the app download, the winner board and session renewal; the member centre takes
 * the download popup.
 */
export { HomeBanners } from './banners/HomeBanners';
export { GameStrip } from './components/GameStrip';
export { HomeHero } from './components/HomeHero';
export { AppDownloadCard } from './download/AppDownloadCard';
export { LazyDownloadPopup } from './download/LazyDownloadPopup';
export { HotMatches } from './hot-matches/HotMatches';
export { useRenewSession } from './use-renew-session';
export { LazyWinnersBoard as WinnersBoard } from './winners/LazyWinnersBoard';
