import type { LedgerTransactionType } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import { ensureMemberAccount, houseAccount, systemAccount } from './ledger.accounts.js';
import { MAX_AMOUNT_MINOR, postTransaction } from './ledger.post.js';
import type { AccountRef } from './ledger.repository.js';
import { checkAmount, moveOf, type PostedMove } from './verbs.play.js';

/**
 * The wallet's verbs for a member's cash outside play (DESIGN.md "Money"): deposits,
 * withdrawals, the lottery's holds and settlements, bonuses, rebates, transfers and the back
 * office's adjustments. Each is one
 * ledger transaction under the caller's key (settling a held stake: a few, in the caller's
 * database transaction), between accounts the wallet chooses; each answers the member's side.
 */

export interface MemberMoney {
  merchantId: number;
  memberId: number;
  amountMinor: number;
  /** The ledger's idempotency key: the same key moves the money once. */
  key: string;
  reference: string | null;
}

type Posting = Pick<MemberMoney, 'merchantId' | 'amountMinor' | 'key' | 'reference'>;

/** One transaction of `amountMinor` from one account to another; answers `side`'s move. */
export const move = async (
  ctx: Ctx,
  posting: Posting,
  type: LedgerTransactionType,
  from: AccountRef,
  to: AccountRef,
  side: AccountRef = to,
): Promise<PostedMove> => {
  const posted = await postTransaction(ctx, {
    merchantId: posting.merchantId,
    idempotencyKey: posting.key,
    type,
    reference: posting.reference,
    entries: [
      { accountId: from.id, amount: -posting.amountMinor },
      { accountId: to.id, amount: posting.amountMinor },
    ],
  });
  return moveOf(posted, side.id);
};

export const cashOf = (ctx: Ctx, m: Pick<MemberMoney, 'merchantId' | 'memberId'>) =>
  ensureMemberAccount(ctx, m.merchantId, m.memberId, 'cash');

/** Money paid in: the site's system account (in the currency it came in) -> the member's cash. */
export const creditDeposit = async (
  ctx: Ctx,
  m: MemberMoney & { currency?: string },
): Promise<PostedMove> => {
  checkAmount(m.amountMinor, false);
  const cash = await cashOf(ctx, m);
  const system = await systemAccount(ctx, m.merchantId, 'cash', {
    currency: m.currency ?? cash.currency,
  });
  return move(ctx, m, 'deposit', system, cash);
};

/** A credit from the site's system account into the member's cash. */
export const fromSystem = async (
  ctx: Ctx,
  m: MemberMoney,
  type: 'bonus' | 'rebate' | 'red_envelope',
) => {
  checkAmount(m.amountMinor, false);
  const cash = await cashOf(ctx, m);
  const system = await systemAccount(ctx, m.merchantId, 'cash', { currency: cash.currency });
  return move(ctx, m, type, system, cash);
};

/** A bonus (a promotion's reward, a VIP upgrade): system -> cash. */
export const creditBonus = (ctx: Ctx, m: MemberMoney) => fromSystem(ctx, m, 'bonus');

/** A rebate on valid stake: system -> cash. */
export const creditRebate = (ctx: Ctx, m: MemberMoney) => fromSystem(ctx, m, 'rebate');

/** Cash from one member to another of the same site; answers the sender's side. */
export const transferCash = async (
  ctx: Ctx,
  t: Posting & { fromMemberId: number; toMemberId: number },
): Promise<PostedMove> => {
  checkAmount(t.amountMinor, false);
  const from = await ensureMemberAccount(ctx, t.merchantId, t.fromMemberId, 'cash');
  const to = await ensureMemberAccount(ctx, t.merchantId, t.toMemberId, 'cash');
  return move(ctx, t, 'transfer', from, to, from);
};

/**
 * What cash is held for, and where it waits: a withdrawal's amount in the member's `held`
 * account until paid out or released, pending lottery orders in their `lottery` account until
 * settled or released. Each holding's balance is the sum of what is pending (the ledger audit).
 */
const HOLDINGS = {
  withdrawal: { kind: 'held', hold: 'withdrawal_hold', release: 'withdrawal_release' },
  lottery: { kind: 'lottery', hold: 'lottery_hold', release: 'lottery_release' },
} as const;
export type Holding = keyof typeof HOLDINGS;

const accountsOf = async (
  ctx: Ctx,
  m: Pick<MemberMoney, 'merchantId' | 'memberId'>,
  holding: Holding,
) => {
  const cash = await cashOf(ctx, m);
  const held = await ensureMemberAccount(ctx, m.merchantId, m.memberId, HOLDINGS[holding].kind);
  return { cash, held };
};

/** Holds cash for a withdrawal or lottery orders: cash -> the holding; answers the cash side. */
export const holdCash = async (ctx: Ctx, m: MemberMoney & { for: Holding }) => {
  checkAmount(m.amountMinor, false);
  const { cash, held } = await accountsOf(ctx, m, m.for);
  return move(ctx, m, HOLDINGS[m.for].hold, cash, held, cash);
};

/** Gives held cash back (a withdrawal refused, orders cancelled): holding -> cash. */
export const releaseHeld = async (ctx: Ctx, m: MemberMoney & { for: Holding }) => {
  checkAmount(m.amountMinor, false);
  const { cash, held } = await accountsOf(ctx, m, m.for);
  return move(ctx, m, HOLDINGS[m.for].release, held, cash);
};

/** A withdrawal paid out: its held amount leaves the platform (-> the site's system account). */
export const payOutWithdrawal = async (ctx: Ctx, m: MemberMoney): Promise<PostedMove> => {
  checkAmount(m.amountMinor, false);
  const { held } = await accountsOf(ctx, m, 'withdrawal');
  const system = await systemAccount(ctx, m.merchantId, 'cash', { currency: held.currency });
  return move(ctx, m, 'withdrawal', held, system, held);
};

export interface HeldStake {
  merchantId: number;
  memberId: number;
  /** The settlement's key; its parts take `<key>:release`, `<key>:win` and `<key>:rebate`. */
  key: string;
  reference: string;
  stakeMinor: number;
  winMinor: number;
  rebateMinor: number;
}

/**
 * Settles stakes held in the member's lottery account: they go back through cash
 * (`lottery_release`) to the house (`bet`, under the key itself), so the member's records,
 * which read the cash account, show the bet like any game's; the win and the rebate come from
 * the member's house shard (`win`, `rebate`: separate types keep the P&L figures right). Call
 * it in one database transaction. False, writing nothing, when the release's key was used: the
 * member was settled already. `known` spares the lookups when the caller read the accounts.
 */
export const settleHeldStake = async (
  ctx: Ctx,
  s: HeldStake,
  known?: { cash: AccountRef; lottery: AccountRef },
): Promise<boolean> => {
  const { cash, held } = known
    ? { cash: known.cash, held: known.lottery }
    : await accountsOf(ctx, s, 'lottery');
  const house = await houseAccount(ctx, s.merchantId, 'cash', {
    currency: cash.currency,
    forMember: s.memberId,
  });
  const part = (key: string, amountMinor: number) => ({ ...s, key, amountMinor });
  const released = await move(
    ctx,
    part(`${s.key}:release`, s.stakeMinor),
    'lottery_release',
    held,
    cash,
  );
  if (released.replayed) return false;
  await move(ctx, part(s.key, s.stakeMinor), 'bet', cash, house, cash);
  for (const [type, amount] of [
    ['win', s.winMinor],
    ['rebate', s.rebateMinor],
  ] as const) {
    if (amount > 0) await move(ctx, part(`${s.key}:${type}`, amount), type, house, cash);
  }
  return true;
};

/**
 * An operator's manual adjustment: one `adjustment` transaction between the member's cash and
 * the site's system account, either way (a negative amount takes from the member).
 */
export const adjustMemberCash = async (
  ctx: Ctx,
  move: {
    merchantId: number;
    memberId: number;
    amountMinor: number;
    key: string;
    reference: string;
  },
) => {
  const { amountMinor } = move;
  if (
    !Number.isSafeInteger(amountMinor) ||
    amountMinor === 0 ||
    Math.abs(amountMinor) > MAX_AMOUNT_MINOR
  ) {
    throw new AppError('request_param_err', { reason: 'amount' });
  }
  const account = await ensureMemberAccount(ctx, move.merchantId, move.memberId, 'cash');
  const other = await systemAccount(ctx, move.merchantId, 'cash', { currency: account.currency });
  const posted = await postTransaction(ctx, {
    merchantId: move.merchantId,
    idempotencyKey: move.key,
    type: 'adjustment',
    reference: move.reference,
    entries: [
      { accountId: account.id, amount: amountMinor },
      { accountId: other.id, amount: -amountMinor },
    ],
  });
  return { transactionId: posted.transactionId, replayed: posted.replayed };
};
