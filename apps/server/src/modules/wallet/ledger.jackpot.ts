import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  ensureMemberAccount,
  houseAccount,
  JACKPOT_SHARDS,
  siteAccount,
} from './ledger.accounts.js';
import { moneyTransaction } from './ledger.commit.js';
import { postTransaction } from './ledger.post.js';
import { type AccountRef, findJackpotBalance } from './ledger.repository.js';
import { lockAccounts } from './ledger.statements.js';

/**
 * The site's jackpot pool in the ledger: JACKPOT_SHARDS system accounts of kind `jackpot` in the
 * site's currency, whose sum is the pool. A real-money slot bet puts its share into the shard of
 * its member (debitBet), so concurrent bets of different members seldom wait on one row; only
 * a payout takes them all. The seed comes from the house, so the house's figures show what the
 * jackpot costs it.
 */

const allShards = (ctx: Ctx, merchantId: number): Promise<AccountRef[]> =>
  Promise.all(
    Array.from({ length: JACKPOT_SHARDS }, (_, shard) =>
      siteAccount(ctx, 'system', merchantId, 'jackpot', { shard }),
    ),
  );

/** The pool: the sum of the site's jackpot accounts (0 before any exist). */
export const jackpotPoolOf = ({ db }: Ctx, merchantId: number): Promise<number> =>
  findJackpotBalance(db, merchantId);

const checkSeed = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new AppError('request_param_err', { reason: 'amount' });
  }
};

/** The house puts `amountMinor` into the pool (key given by the caller: once per seeding). */
const postSeed = async (trx: Ctx, merchantId: number, key: string, amountMinor: number) => {
  if (amountMinor === 0) return null;
  const house = await houseAccount(trx, merchantId, 'cash');
  const pool = await siteAccount(trx, 'system', merchantId, 'jackpot', { shard: 0 });
  return postTransaction(trx, {
    merchantId,
    idempotencyKey: key,
    type: 'jackpot_seed',
    reference: key,
    entries: [
      { accountId: house.id, amount: -amountMinor },
      { accountId: pool.id, amount: amountMinor },
    ],
  });
};

/** Seeds the pool from the house once per key (a new pool's first seed). */
export const seedJackpot = async (
  ctx: Ctx,
  seed: { merchantId: number; key: string; amountMinor: number },
): Promise<void> => {
  checkSeed(seed.amountMinor);
  await moneyTransaction(ctx, (trx) => postSeed(trx, seed.merchantId, seed.key, seed.amountMinor));
};

export interface JackpotPayout {
  /** What the member received: the whole pool (0 when it was empty). */
  paidMinor: number;
  /** The member's cash balance after it. */
  balanceMinor: number;
}

/**
 * Pays the whole pool to the member and reseeds it from the house, in the caller's transaction
 * (or one of its own). Every account it touches is locked first, in one ordered statement, so it
 * never deadlocks with bets (which lock theirs the same way) and no contribution slips in
 * between the sum and the payout. Keys make a repeated call answer the first payout.
 */
export const payJackpot = (
  ctx: Ctx,
  pay: { merchantId: number; memberId: number; payKey: string; seedKey: string; seedMinor: number },
): Promise<JackpotPayout> =>
  moneyTransaction(ctx, async (trx) => {
    checkSeed(pay.seedMinor);
    const { merchantId } = pay;
    const shards = await allShards(trx, merchantId);
    const member = await ensureMemberAccount(trx, merchantId, pay.memberId, 'cash');
    const house = await houseAccount(trx, merchantId, 'cash');
    const locked = await lockAccounts(trx.db, [...shards.map((s) => s.id), member.id, house.id]);
    const balanceOf = new Map(locked.map((a) => [a.id, a.balance]));
    const full = shards.filter((s) => (balanceOf.get(s.id) ?? 0) !== 0);
    const paidMinor = full.reduce((sum, s) => sum + (balanceOf.get(s.id) ?? 0), 0);
    let balanceMinor = balanceOf.get(member.id) ?? 0;
    if (paidMinor > 0) {
      const posted = await postTransaction(trx, {
        merchantId,
        idempotencyKey: pay.payKey,
        type: 'jackpot',
        reference: pay.payKey,
        entries: [
          ...full.map((s) => ({ accountId: s.id, amount: -(balanceOf.get(s.id) ?? 0) })),
          { accountId: member.id, amount: paidMinor },
        ],
      });
      balanceMinor = posted.entries.find((e) => e.accountId === member.id)?.balanceAfter ?? 0;
    }
    await postSeed(trx, merchantId, pay.seedKey, pay.seedMinor);
    return { paidMinor, balanceMinor };
  });
