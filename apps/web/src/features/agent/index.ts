/** What the app shell takes from this feature: its screens. */
export { agentRoutes } from './routes';
