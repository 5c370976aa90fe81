/** What the app shell takes from this feature: its screens. */
export { lotteryRoutes } from './routes';
