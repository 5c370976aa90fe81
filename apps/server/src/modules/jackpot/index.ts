/**
 * The progressive jackpot: each site's pool terms (site data), its part in real-money slot
 * rounds (contribution, return, hit), payouts with reseeds, and the figure home shows. The
 * pool's money is in the ledger (wallet module); this module owns jackpot_pools and jackpot_hits.
 */

export { changeJackpotTerms, jackpotTermsOf } from './jackpot.admin.js';
export { jackpotRoutes } from './jackpot.routes.js';
export {
  type JackpotRound,
  jackpotForRound,
  payHit,
  recordHit,
  setUpJackpot,
} from './jackpot.service.js';
export { baseReturnOf, type Fraction, type JackpotTerms } from './jackpot.terms.js';
export { jackpotPayoutsJob } from './jackpot-payouts.job.js';
