/** Demo mode: the outbox, read by each browser as the inboxes of the addresses it opened. */
export { demoRoutes } from './demo.routes.js';
