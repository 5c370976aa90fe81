/** What the app shell takes from this feature: its screens. */
export { promotionRoutes } from './routes';
