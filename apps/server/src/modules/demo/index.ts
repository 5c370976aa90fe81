/** Demo sites: the outbox, as data and as a page a person reads. */
export { demoRoutes } from './demo.routes.js';
