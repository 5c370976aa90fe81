/**
 * The back office's reports (docs/reports.md): per site day and by vendor, category, agent and
 * VIP level, as JSON and CSV, read from the site sums and the team sums (never raw rows), and
 * by VIP level from the members' daily summaries.
 */
export { reportRoutes } from './reports.routes.js';
