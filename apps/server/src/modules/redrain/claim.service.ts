import { formatMinor, type RedRainClaim, type RedRainClaimAnswer } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { recordTurnoverRequirement } from '../turnover/index.js';
import { creditRedEnvelope, moneyTransaction } from '../wallet/index.js';
import { inScope, requirementOf } from './eligibility.js';
import { drawEnvelope } from './redrain.draw.js';
import {
  findRound,
  insertClaim,
  setClaimPaid,
  spendBudget,
  takeEnvelope,
} from './redrain.repository.js';
import type { ClaimRow, RoundRow } from './redrain.tables.js';

/**
 * Opening an envelope: one database transaction claims the member's one envelope of the round
 * (a unique key), takes an envelope and the drawn amount from what the round has left (a
 * conditional update orders concurrent claims), and pays it as one `red_envelope` ledger
 * transaction with its turnover requirement. Any refusal undoes all of it.
 */

export const claimView = (c: ClaimRow): RedRainClaim => ({
  roundId: c.round_id,
  amount: formatMinor(c.amount_minor),
  turnoverRequired: formatMinor(c.turnover_minor),
  claimedAt: c.created_at,
});

/** The round if it is open to the member now; the refusal that says why not otherwise. */
const requireOpenRound = async (ctx: MemberCtx, roundId: number): Promise<RoundRow> => {
  const round = await findRound(ctx.db, ctx.site.id, roundId);
  if (!round || !(await inScope(ctx, round, ctx.member.id))) {
    throw new AppError('redRain.round.notFound');
  }
  const now = ctx.now();
  if (round.stopped_at !== null || now >= round.ends_at) throw new AppError('redRain.round.over');
  if (now < round.starts_at) throw new AppError('redRain.round.notStarted');
  if (!(await requirementOf(ctx, round, ctx.member.id)).eligible) {
    throw new AppError('redRain.notEligible');
  }
  return round;
};

/** Takes an envelope and its amount from the round; the refusal when none is left. */
const drawFrom = async (ctx: MemberCtx, round: RoundRow): Promise<number> => {
  if (!(await takeEnvelope(ctx.db, round.id, ctx.now()))) throw new AppError('redRain.round.empty');
  // Read after the update: on PostgreSQL this transaction holds the round's row now.
  const left = await findRound(ctx.db, ctx.site.id, round.id);
  if (!left) throw new Error(`red envelope round ${round.id} vanished`);
  const amount = drawEnvelope(left.remaining_minor, left.envelopes_left + 1);
  if (!(await spendBudget(ctx.db, round.id, amount))) {
    throw new Error(`red envelope round ${round.id} drew past its budget`);
  }
  return amount;
};

export const claimEnvelope = (ctx: MemberCtx, roundId: number): Promise<RedRainClaimAnswer> =>
  moneyTransaction(ctx, async (trx) => {
    const round = await requireOpenRound(trx, roundId);
    const memberId = trx.member.id;
    const claimId = await insertClaim(trx.db, { roundId, memberId, now: trx.now() });
    if (claimId === undefined) throw new AppError('redRain.claimed');
    const amountMinor = await drawFrom(trx, round);
    const posted = await creditRedEnvelope(trx, {
      merchantId: trx.site.id,
      memberId,
      amountMinor,
      key: `redrain:${roundId}:${memberId}`,
      reference: `redrain:${roundId}`,
    });
    // Bonus money: withdrawals wait until valid stake has consumed this (DESIGN "Bonus money").
    const turnoverMinor = amountMinor * round.turnover_multiplier;
    await recordTurnoverRequirement(trx, {
      merchantId: trx.site.id,
      memberId,
      source: `redrain:${roundId}`,
      amountMinor: turnoverMinor,
    });
    const paid = { amountMinor, turnoverMinor, transactionId: posted.transactionId };
    await setClaimPaid(trx.db, claimId, paid);
    return {
      claim: {
        roundId,
        amount: formatMinor(amountMinor),
        turnoverRequired: formatMinor(turnoverMinor),
        claimedAt: trx.now(),
      },
      balance: formatMinor(posted.balanceMinor),
    };
  });
