/** What the app shell takes from this feature: its screens. */
export { walletRoutes } from './routes';
