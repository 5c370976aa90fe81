import { type JackpotTerms, setUpJackpot } from '../modules/jackpot/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * The demo site's jackpot: 1 % of every real-money slot stake goes to the pool, a stake of 1.00
 * hits once in 12.5 billion, and the house seeds K 125,000,000.00. So the seed costs 1 % of
 * stakes (10000 * seed / (odds * 100) bp), the jackpot returns 2 % and the slots' own draw the
 * RTP less 2 %; a hit pays K 250,000,000.00 on average.
 */
export const DEMO_JACKPOT: JackpotTerms = {
  contributionBp: 100,
  hitOdds: 12_500_000_000,
  seedMinor: 12_500_000_000,
};

/** Sets up the pool through the jackpot service: the house seeds it in the ledger. */
export const seedDemoJackpot = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (site) await setUpJackpot(ctx, site.id, DEMO_JACKPOT);
};
