/**
 * What an agent does for its downlines: transfers from its own cash and accounts it opens. A
 * module of its own above team, security and sign-up (team sits below sign-up, so these cannot
 * live there without an import cycle).
 */

export { downlineRoutes } from './downlines.routes.js';
export { transferToDownlines } from './transfer.service.js';
