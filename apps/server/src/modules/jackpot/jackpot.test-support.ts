import { API, jackpotAnswer, parseMinor } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { getOk } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import type { JackpotTerms } from './jackpot.terms.js';

/** Test helpers of the jackpot: its arithmetic, terms that hit at once, the figure, its hits. */

export {
  baseReturnOf,
  contributionOf,
  hitChanceOf,
  hitStakeOf,
  jackpotReturnOf,
} from './jackpot.terms.js';

/**
 * Terms under which a stake of 100.00 always hits (H = 100.00): 1 % to the pool and a seed of
 * 10.00, so the jackpot returns 11 % of such a stake (within MAX_JACKPOT_RETURN_BP).
 */
export const ALWAYS_HITS: JackpotTerms = { contributionBp: 100, hitOdds: 100, seedMinor: 1_000 };

/** The figure the endpoint answers for a site (null without a pool). */
export const figureOf = async (app: FastifyInstance, merchant = 'demo') =>
  getOk(app, jackpotAnswer, API.jackpot, { merchant });

/** The figure in minor units; throws when the site has no pool. */
export const poolMinor = async (app: FastifyInstance, merchant = 'demo'): Promise<number> => {
  const figure = await figureOf(app, merchant);
  const minor = figure ? parseMinor(figure.amount) : null;
  if (minor === null) throw new Error(`no jackpot on ${merchant}`);
  return minor;
};

/** The site's recorded hits, oldest first. */
export const hitsOf = (db: TestApp['db']) =>
  db.selectFrom('jackpot_hits').selectAll().orderBy('id').execute();
