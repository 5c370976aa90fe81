/** What the home screen takes from this feature: the game strip, the welcome, session renewal. */
export { GameStrip } from './components/GameStrip';
export { HomeHero } from './components/HomeHero';
export { useRenewSession } from './use-renew-session';
