/** What the app shell takes from this feature: its screens and the side service widget. */
export { ServiceWidget } from './components/LazyServiceWidget';
export { helpRoutes } from './routes';
