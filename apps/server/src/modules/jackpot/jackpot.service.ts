import {
  formatMinor,
  type JackpotAnswer,
  type PlayKind,
  type WalletAccountKind,
} from '@lotto/contract';
import type { Ctx, SiteCtx } from '../../context.js';
import {
  type JackpotPayout,
  jackpotPoolOf,
  moneyTransaction,
  payJackpot,
  seedJackpot,
} from '../wallet/index.js';
import {
  advanceGeneration,
  findPool,
  insertHit,
  insertPoolIfMissing,
  recordHitOutcome,
  takeHit,
  updatePoolTerms,
} from './jackpot.repository.js';
import type { JackpotPoolRow } from './jackpot.tables.js';
import {
  checkTerms,
  contributionOf,
  type Fraction,
  hitChanceOf,
  type JackpotTerms,
  jackpotReturnOf,
} from './jackpot.terms.js';

/**
 * The site's progressive jackpot: its terms (site data), what it asks of a round, hits and
 * their payouts. The money is in the ledger: contributions ride in the bet's own transaction,
 * a payout and its reseed are one transaction of the wallet's (payJackpot).
 */

const termsOf = (pool: JackpotPoolRow): JackpotTerms => ({
  contributionBp: pool.contribution_bp,
  hitOdds: pool.hit_odds,
  seedMinor: pool.seed_minor,
  minStakeMinor: pool.min_stake_minor,
});

/** The seed key of a pool's generation: the house seeds each generation once. */
const seedKey = (poolId: number, generation: number) => `jackpot-seed:${poolId}:${generation}`;

/**
 * Sets the site's jackpot terms. A new pool gets its first seed from the house in the same
 * transaction; later calls change the terms, and the next reseed uses the new seed.
 */
export const setUpJackpot = async (
  ctx: Ctx,
  merchantId: number,
  terms: JackpotTerms,
): Promise<number> => {
  checkTerms(terms);
  return moneyTransaction(ctx, async (trx) => {
    const now = trx.now();
    const columns = {
      contribution_bp: terms.contributionBp,
      hit_odds: terms.hitOdds,
      seed_minor: terms.seedMinor,
      min_stake_minor: terms.minStakeMinor ?? 0,
      updated_at: now,
    };
    const existing = await findPool(trx.db, merchantId);
    // This process's rounds see the new terms at once (others within TERMS_TTL_MS).
    poolCache.get(ctx.db)?.delete(merchantId);
    if (existing) {
      await updatePoolTerms(trx.db, existing.id, columns);
      return existing.id;
    }
    await insertPoolIfMissing(trx.db, { merchant_id: merchantId, ...columns, created_at: now });
    const pool = await findPool(trx.db, merchantId);
    if (!pool) throw new Error(`jackpot pool of site ${merchantId} not stored`);
    const key = seedKey(pool.id, 0);
    await seedJackpot(trx, { merchantId, key, amountMinor: terms.seedMinor });
    return pool.id;
  });
};

/**
 * Every real-money slot round reads its site's terms, which change rarely: each process keeps
 * them TERMS_TTL_MS (by the injected clock), so an edit shows everywhere within a second. A
 * hit reads the pool afresh in its round's transaction.
 */
const TERMS_TTL_MS = 1000;
const poolCache = new WeakMap<
  object,
  Map<number, { at: number; pool: JackpotPoolRow | undefined }>
>();

const cachedPool = async (ctx: Ctx, merchantId: number) => {
  let pools = poolCache.get(ctx.db);
  if (!pools) {
    pools = new Map();
    poolCache.set(ctx.db, pools);
  }
  const now = ctx.now();
  const kept = pools.get(merchantId);
  if (kept && now >= kept.at && now - kept.at < TERMS_TTL_MS) return kept.pool;
  const pool = await findPool(ctx.db, merchantId);
  pools.set(merchantId, { at: now, pool });
  return pool;
};

/** What the site's jackpot asks of one real-money slot round. */
export interface JackpotRound {
  poolId: number;
  /** Minor units of the stake that go to the pool. */
  contributionMinor: number;
  /** Basis points of the stake the jackpot returns; the game's draw returns the rest. */
  returnBp: Fraction;
  /** The round hits when a uniform draw below `outOf` is below `hits`. */
  hitChance: { hits: bigint; outOf: bigint };
}

/**
 * The jackpot's part in a round: null for play money, games other than slots, no pool, or a
 * stake below the pool's smallest (the game's own draw then returns the whole RTP).
 */
export const jackpotForRound = async (
  ctx: Ctx,
  round: { merchantId: number; stakeMinor: number; wallet: WalletAccountKind; kind: PlayKind },
): Promise<JackpotRound | null> => {
  if (round.wallet !== 'cash' || round.kind !== 'slot') return null;
  const pool = await cachedPool(ctx, round.merchantId);
  if (!pool || round.stakeMinor < pool.min_stake_minor) return null;
  const terms = termsOf(pool);
  return {
    poolId: pool.id,
    contributionMinor: contributionOf(terms, round.stakeMinor),
    returnBp: jackpotReturnOf(terms, round.stakeMinor),
    hitChance: hitChanceOf(terms, round.stakeMinor),
  };
};

/**
 * Records that the round hit (inside the round's transaction), against the pool's generation
 * as it stands now; answers the hit's id (null when the pool is gone).
 */
export const recordHit = async (
  ctx: Ctx,
  round: JackpotRound,
  hit: { merchantId: number; memberId: number; roundId: string },
): Promise<number | null> => {
  const pool = await findPool(ctx.db, hit.merchantId);
  if (pool?.id !== round.poolId) return null;
  const row = await insertHit(ctx.db, {
    pool_id: pool.id,
    merchant_id: hit.merchantId,
    member_id: hit.memberId,
    round_id: hit.roundId,
    generation: pool.generation,
    drawn_at: ctx.now(),
  });
  return row?.id ?? null;
};

/**
 * Settles a recorded hit once, whoever asks and however often: pays the whole pool to its
 * member and reseeds it from the house, or marks it void when another hit of its generation was
 * paid first. Null when it was settled before or is void.
 */
export const payHit = (ctx: Ctx, hitId: number): Promise<JackpotPayout | null> =>
  moneyTransaction(ctx, async (trx) => {
    const hit = await takeHit(trx.db, hitId, trx.now());
    if (!hit) return null;
    const pool = await findPool(trx.db, hit.merchant_id);
    const ours = pool?.id === hit.pool_id;
    if (!pool || !ours || !(await advanceGeneration(trx.db, pool.id, hit.generation, trx.now()))) {
      await recordHitOutcome(trx.db, hit.id, 'void', 0);
      return null;
    }
    const payout = await payJackpot(trx, {
      merchantId: hit.merchant_id,
      memberId: hit.member_id,
      payKey: `jackpot:${pool.id}:${hit.generation}`,
      seedKey: seedKey(pool.id, hit.generation + 1),
      seedMinor: pool.seed_minor,
    });
    await recordHitOutcome(trx.db, hit.id, 'paid', payout.paidMinor);
    return payout;
  });

/** GET jackpot: the pool as it stands, in the site's currency; null when the site has none. */
export const jackpotFigure = async (ctx: SiteCtx): Promise<JackpotAnswer> => {
  const pool = await findPool(ctx.db, ctx.site.id);
  if (!pool) return null;
  return {
    amount: formatMinor(await jackpotPoolOf(ctx, ctx.site.id)),
    currency: ctx.site.currency,
    currencySymbol: ctx.site.currencySymbol,
  };
};
