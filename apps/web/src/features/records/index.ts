/** What the app shell takes from this feature: the three records screens. */
export { recordRoutes } from './routes';
