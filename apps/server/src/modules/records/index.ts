/**
 * The member's records: the ledger statement, the bets and profit and loss, over site days.
 * It owns no table: it reads the wallet's and play's rows and daily summaries through their
 * doors (README "Records and summaries").
 */

export { resolveRange } from './record-range.js';
export { recordRoutes } from './records.routes.js';
