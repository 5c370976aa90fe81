/** What the app shell takes from this feature: its screens. */
export { withdrawRoutes } from './routes';
