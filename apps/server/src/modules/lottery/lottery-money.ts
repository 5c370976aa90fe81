import type { Ctx } from '../../context.js';
import { type AccountRef, holdCash, releaseHeld, settleHeldStake } from '../wallet/index.js';

/**
 * The lottery's money (DESIGN "Money"), moved by the wallet under the lottery's keys:
 * - hold: cash -> the member's `lottery` account when orders or a chase are placed;
 * - release: lottery -> cash when orders are cancelled or refunded, or a chase stops;
 * - settle: per member and draw, the held stakes are staked and the wins and prize-group
 *   rebates paid (the wallet's settleHeldStake, key `lottery:settle:<drawId>:<memberId>`),
 *   in one database transaction; the release's key decides whether the member was settled.
 * The lottery balance is always the sum of the member's pending orders (the ledger audit).
 */

export interface MemberRef {
  merchantId: number;
  memberId: number;
}

/** Moves `amount` between cash and lottery; false when the key had been used already. */
export const moveLotteryMoney = async (
  ctx: Ctx,
  m: MemberRef,
  move: { kind: 'hold' | 'release'; amountMinor: number; key: string; reference: string },
): Promise<boolean> => {
  if (move.amountMinor <= 0) return true;
  const money = { ...m, ...move, for: 'lottery' } as const;
  const moved = await (move.kind === 'hold' ? holdCash(ctx, money) : releaseHeld(ctx, money));
  return !moved.replayed;
};

export const settleKeyOf = (drawId: number, memberId: number) =>
  `lottery:settle:${drawId}:${memberId}`;

/** The reference of a draw's settlement transactions: each member's orders of it together. */
export const drawReferenceOf = (drawId: number) => `lottery:draw:${drawId}`;

/**
 * A member's settlement of one draw. Answers false (and writes nothing) when its key was used
 * already: another process settled this member, so the caller must write nothing either.
 */
export const settleLotteryMoney = (
  ctx: Ctx,
  m: MemberRef,
  s: { drawId: number; stakeMinor: number; winMinor: number; rebateMinor: number },
  /** The member's accounts when the caller read them already (memberAccountsOf). */
  known?: { cash: AccountRef; lottery: AccountRef },
): Promise<boolean> =>
  settleHeldStake(
    ctx,
    {
      ...m,
      key: settleKeyOf(s.drawId, m.memberId),
      reference: drawReferenceOf(s.drawId),
      stakeMinor: s.stakeMinor,
      winMinor: s.winMinor,
      rebateMinor: s.rebateMinor,
    },
    known,
  );
