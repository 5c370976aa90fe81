import type { Ctx } from '../../context.js';
import {
  type AccountRef,
  ensureMemberAccount,
  houseAccount,
  postTransaction,
} from '../wallet/index.js';

/**
 * The lottery's money (DESIGN "Money"), each move one ledger transaction:
 * - hold: cash -> the member's `lottery` account when orders or a chase are placed;
 * - release: lottery -> cash when orders are cancelled or refunded, or a chase stops;
 * - settle: per member and draw, the stakes lottery -> cash (`lottery_release`) -> house
 *   (`bet`, key `lottery:settle:<drawId>:<memberId>`), then the wins (`win`) and the
 *   prize-group rebates (`rebate`) house -> cash under keys derived from it. The member's
 *   records read the cash account, so the stake passes through it, and separate types keep
 *   the P&L figures (stake, payout, rebate) right; together they are one database transaction,
 *   and the release's key decides whether the member was settled already.
 * The lottery balance is always the sum of the member's pending orders (the ledger audit).
 */

export interface MemberRef {
  merchantId: number;
  memberId: number;
}

const accountsOf = async (ctx: Ctx, m: MemberRef) => {
  const cash = await ensureMemberAccount(ctx, m.merchantId, m.memberId, 'cash');
  const lottery = await ensureMemberAccount(ctx, m.merchantId, m.memberId, 'lottery');
  return { cash, lottery };
};

/** Moves `amount` between cash and lottery; false when the key had been used already. */
export const moveLotteryMoney = async (
  ctx: Ctx,
  m: MemberRef,
  move: { kind: 'hold' | 'release'; amountMinor: number; key: string; reference: string },
): Promise<boolean> => {
  if (move.amountMinor <= 0) return true;
  const { cash, lottery } = await accountsOf(ctx, m);
  const [from, to] = move.kind === 'hold' ? [cash.id, lottery.id] : [lottery.id, cash.id];
  const posted = await postTransaction(ctx, {
    merchantId: m.merchantId,
    idempotencyKey: move.key,
    type: move.kind === 'hold' ? 'lottery_hold' : 'lottery_release',
    reference: move.reference,
    entries: [
      { accountId: from, amount: -move.amountMinor },
      { accountId: to, amount: move.amountMinor },
    ],
  });
  return !posted.replayed;
};

export const settleKeyOf = (drawId: number, memberId: number) =>
  `lottery:settle:${drawId}:${memberId}`;

/** The reference of a draw's settlement transactions: each member's orders of it together. */
export const drawReferenceOf = (drawId: number) => `lottery:draw:${drawId}`;

/**
 * A member's settlement of one draw. Answers false (and writes nothing) when its key was used
 * already: another process settled this member, so the caller must write nothing either.
 */
export const settleLotteryMoney = async (
  ctx: Ctx,
  m: MemberRef,
  s: { drawId: number; stakeMinor: number; winMinor: number; rebateMinor: number },
  /** The member's accounts when the caller read them already (memberAccountsOf). */
  known?: { cash: AccountRef; lottery: AccountRef },
): Promise<boolean> => {
  const { cash, lottery } = known ?? (await accountsOf(ctx, m));
  const house = await houseAccount(ctx, m.merchantId, 'cash', {
    currency: cash.currency,
    forMember: m.memberId,
  });
  const key = settleKeyOf(s.drawId, m.memberId);
  const reference = drawReferenceOf(s.drawId);
  // The stakes go back through cash, so the member's records (statement and P&L read the cash
  // account) show the bet like any game's; the release's key decides whether the member was
  // settled already.
  const released = await postTransaction(ctx, {
    merchantId: m.merchantId,
    idempotencyKey: `${key}:release`,
    type: 'lottery_release',
    reference,
    entries: [
      { accountId: lottery.id, amount: -s.stakeMinor },
      { accountId: cash.id, amount: s.stakeMinor },
    ],
  });
  if (released.replayed) return false;
  await postTransaction(ctx, {
    merchantId: m.merchantId,
    idempotencyKey: key,
    type: 'bet',
    reference,
    entries: [
      { accountId: cash.id, amount: -s.stakeMinor },
      { accountId: house.id, amount: s.stakeMinor },
    ],
  });
  for (const [type, amount] of [
    ['win', s.winMinor],
    ['rebate', s.rebateMinor],
  ] as const) {
    if (amount <= 0) continue;
    await postTransaction(ctx, {
      merchantId: m.merchantId,
      idempotencyKey: `${key}:${type}`,
      type,
      reference,
      entries: [
        { accountId: house.id, amount: -amount },
        { accountId: cash.id, amount },
      ],
    });
  }
  return true;
};
