/** What the app shell takes from this feature: its screens, and the reward centre's badge count. */
export { useUnclaimedCount } from './api';
export { promotionRoutes } from './routes';
