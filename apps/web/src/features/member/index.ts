/** What the app shell takes from this feature: its screens. */
export { memberRoutes } from './routes';
