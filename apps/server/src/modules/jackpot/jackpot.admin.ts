import { type AdminJackpotTerms, formatMinor, parseMinor } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findPool } from './jackpot.repository.js';
import { setUpJackpot } from './jackpot.service.js';
import { type JackpotTerms, maxReturnOf } from './jackpot.terms.js';

/** The site's jackpot terms as the back office reads and sets them. */

export interface JackpotTermsView {
  terms: AdminJackpotTerms | null;
  returnBp: number | null;
}

const viewOf = (terms: JackpotTerms | null): JackpotTermsView => {
  if (!terms) return { terms: null, returnBp: null };
  const most = maxReturnOf(terms);
  return {
    terms: {
      contributionBp: terms.contributionBp,
      hitOdds: terms.hitOdds,
      seed: formatMinor(terms.seedMinor),
      minStake: formatMinor(terms.minStakeMinor ?? 0),
    },
    // For reading only: the rule itself is checked exactly (checkTerms).
    returnBp: Number(most.num) / Number(most.den),
  };
};

/** The terms of the request's site, with the most of a stake they return; null: no pool. */
export const jackpotTermsOf = async ({ db, site }: SiteCtx): Promise<JackpotTermsView> => {
  const pool = await findPool(db, site.id);
  return viewOf(
    pool
      ? {
          contributionBp: pool.contribution_bp,
          hitOdds: pool.hit_odds,
          seedMinor: pool.seed_minor,
          minStakeMinor: pool.min_stake_minor,
        }
      : null,
  );
};

/**
 * Sets the site's terms, refusing what the rules forbid (jackpot.terms.invalid); a site without
 * a pool gets one seeded by the house. Rounds of every process use them within a second.
 */
export const changeJackpotTerms = async (ctx: SiteCtx, terms: AdminJackpotTerms) => {
  const seedMinor = parseMinor(terms.seed);
  const minStakeMinor = parseMinor(terms.minStake);
  if (seedMinor === null || minStakeMinor === null) throw new AppError('jackpot.terms.invalid');
  const before = await jackpotTermsOf(ctx);
  const { contributionBp, hitOdds } = terms;
  await setUpJackpot(ctx, ctx.site.id, { contributionBp, hitOdds, seedMinor, minStakeMinor });
  return { before, after: await jackpotTermsOf(ctx) };
};
