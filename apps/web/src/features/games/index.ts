/** What other screens compose from this feature: home shows the hot games. */
export { HotGames } from './components/HotGames';
