/** What the app shell takes from this feature: its screens and home's popular games. */
export { LazyPopularGames as PopularGames } from './popular/LazyPopularGames';
export { gameRoutes } from './routes';
