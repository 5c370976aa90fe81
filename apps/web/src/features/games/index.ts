/** What the app shell and other screens take from this feature: its screens and the hot games. */
export { HotGames } from './components/HotGames';
export { gameRoutes } from './routes';
