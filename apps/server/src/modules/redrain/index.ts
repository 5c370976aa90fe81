/**
 * Red envelope rain (spec/02 "Agent area"): rounds the operator schedules, each a budget shared
 * out over envelopes that members open once per round, paid as red_envelope ledger
 * transactions with a turnover requirement. Owns red_rain_rounds and red_rain_claims.
 */
export { createRound, listRounds } from './admin.service.js';
export { claimEnvelope } from './claim.service.js';
export { redRainAdminRoutes, redRainRoutes } from './redrain.routes.js';
