import type { WalletAccountKind } from '@lotto/contract';
import type { Ctx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  ensureMemberAccount,
  houseAccount,
  jackpotShardFor,
  playBookAccount,
  systemAccount,
  walletKindFor,
} from './ledger.accounts.js';
import { MAX_AMOUNT_MINOR, type PostedTransaction, postTransaction } from './ledger.post.js';
import { type AccountRef, findMemberBalance, type MemberAccountRef } from './ledger.repository.js';

/**
 * The wallet's verbs for play: a round's bet and win and a new member's welcome credit, each one
 * ledger transaction under a key of its own (the round's id, the member's).
 */

/** What a move did to the member: the transaction (null when nothing moved) and the balance. */
export interface MoneyMove {
  transactionId: number | null;
  balanceMinor: number;
  /** True when the key had been used before: the first answer, nothing written now. */
  replayed: boolean;
}

/** A move that wrote (or had written) its transaction. */
export interface PostedMove extends MoneyMove {
  transactionId: number;
}

const MAX_ROUND_ID_LENGTH = 100;

export const checkAmount = (amount: number, allowZero: boolean): void => {
  const ok = Number.isSafeInteger(amount) && amount <= MAX_AMOUNT_MINOR;
  if (!ok || amount < 0 || (amount === 0 && !allowZero)) {
    throw new AppError('request_param_err', { reason: 'amount' });
  }
};

const checkRoundId = (roundId: string): void => {
  if (typeof roundId !== 'string' || roundId.length === 0 || roundId.length > MAX_ROUND_ID_LENGTH) {
    throw new AppError('request_param_err', { reason: 'round' });
  }
};

export const moveOf = (posted: PostedTransaction, memberAccountId: number): PostedMove => {
  const entry = posted.entries.find((e) => e.accountId === memberAccountId);
  if (!entry) throw new Error(`transaction ${posted.transactionId} has no member entry`);
  return {
    transactionId: posted.transactionId,
    balanceMinor: entry.balanceAfter,
    replayed: posted.replayed,
  };
};

interface MemberRef {
  merchantId: number;
  memberId: number;
  /** The member's wallet: 'cash' unless given (see walletKindFor). */
  kind?: WalletAccountKind;
}

/**
 * The other side of a member's move: the house side of their own play book for play money,
 * else the site's house (their shard) or system account.
 */
const counterpartOf = (
  ctx: Ctx,
  member: MemberRef,
  account: MemberAccountRef,
  owner: 'house' | 'system',
): Promise<AccountRef> => {
  const { merchantId, memberId } = member;
  const { currency, kind } = account;
  if (kind === 'play') return playBookAccount(ctx, merchantId, memberId, { currency });
  return owner === 'house'
    ? houseAccount(ctx, merchantId, kind, { currency, forMember: memberId })
    : systemAccount(ctx, merchantId, kind, { currency });
};

/** Part of a member's payment that goes to a third account instead of the other side. */
interface Split {
  account: AccountRef;
  amount: number;
}

/**
 * The member pays `amount` to the other side (a negative amount: receives it); a split sends
 * part of it elsewhere in the same transaction.
 */
const transfer = async (
  ctx: Ctx,
  member: MemberRef,
  move: { key: string; type: 'bet' | 'win' | 'welcome_credit'; reference: string | null },
  amount: number,
  counterpartOwner: 'house' | 'system',
  split?: Split,
): Promise<MoneyMove> => {
  const kind = member.kind ?? 'cash';
  const account = await ensureMemberAccount(ctx, member.merchantId, member.memberId, kind);
  const other = await counterpartOf(ctx, member, account, counterpartOwner);
  const share = split?.amount ?? 0;
  const posted = await postTransaction(ctx, {
    merchantId: member.merchantId,
    idempotencyKey: move.key,
    type: move.type,
    reference: move.reference,
    entries: [
      { accountId: account.id, amount: -amount },
      { accountId: other.id, amount: amount - share },
      ...(split ? [{ accountId: split.account.id, amount: share }] : []),
    ],
  });
  return moveOf(posted, account.id);
};

/**
 * Takes a round's stake from the member (key `bet:<roundId>`); `wallet.insufficient` if short.
 * `jackpotMinor` of it (a real-money slot stake's contribution, less than the stake) goes to the
 * member's shard of the site's jackpot pool in the same transaction, the rest to the house.
 */
export const debitBet = async (
  ctx: Ctx,
  bet: MemberRef & { roundId: string; stakeMinor: number; jackpotMinor?: number },
): Promise<MoneyMove> => {
  checkRoundId(bet.roundId);
  checkAmount(bet.stakeMinor, false);
  const share = bet.jackpotMinor ?? 0;
  checkAmount(share, true);
  if (share >= bet.stakeMinor) throw new AppError('request_param_err', { reason: 'amount' });
  const move = { key: `bet:${bet.roundId}`, type: 'bet', reference: bet.roundId } as const;
  // Play money never meets the pool: postTransaction refuses a book mixed with real money.
  const split =
    share > 0
      ? { account: await jackpotShardFor(ctx, bet.merchantId, bet.memberId), amount: share }
      : undefined;
  return transfer(ctx, bet, move, bet.stakeMinor, 'house', split);
};

/**
 * Pays a round's win to the member (key `win:<roundId>`). A win of 0 writes nothing and
 * answers the current balance, so a vendor may call it for every settled round.
 */
export const creditWin = async (
  ctx: Ctx,
  win: MemberRef & { roundId: string; winMinor: number },
): Promise<MoneyMove> => {
  checkRoundId(win.roundId);
  checkAmount(win.winMinor, true);
  if (win.winMinor === 0) {
    const balanceMinor = await findMemberBalance(ctx.db, win.memberId, win.kind ?? 'cash');
    return { transactionId: null, balanceMinor, replayed: false };
  }
  const move = { key: `win:${win.roundId}`, type: 'win', reference: win.roundId } as const;
  return transfer(ctx, win, move, -win.winMinor, 'house');
};

/** Credits a new member once (key `welcome:<memberId>`); null when the amount is 0. */
export const creditWelcome = async (
  ctx: Ctx,
  credit: MemberRef & { amountMinor: number },
): Promise<MoneyMove | null> => {
  checkAmount(credit.amountMinor, true);
  if (credit.amountMinor === 0) return null;
  const move = {
    key: `welcome:${credit.memberId}`,
    type: 'welcome_credit',
    reference: null,
  } as const;
  return transfer(ctx, credit, move, -credit.amountMinor, 'system');
};

/**
 * The welcome credit the site sets (merchants.welcome_credit), into the wallet of the member's
 * type: play money for a free-trial account, cash otherwise. Sign-up calls it in the
 * transaction that creates the member.
 */
export const grantWelcomeCredit = async (
  ctx: SiteCtx,
  member: { memberId: number; memberType: number },
): Promise<MoneyMove | null> =>
  creditWelcome(ctx, {
    merchantId: ctx.site.id,
    memberId: member.memberId,
    kind: walletKindFor(member.memberType),
    amountMinor: ctx.site.welcomeCreditMinor,
  });
