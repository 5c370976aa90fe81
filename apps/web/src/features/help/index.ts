/** What the app shell takes from this feature: its screens. */
export { helpRoutes } from './routes';
