import type { Ctx } from '../../context.js';
import { ensureMemberAccount, systemAccount } from './ledger.accounts.js';
import { cashOf, fromSystem, type MemberMoney, move } from './verbs.cash.js';
import { checkAmount, type PostedMove } from './verbs.play.js';

/**
 * The agent area's money (DESIGN.md "Agents' teams"): salaries and dividends under contracts,
 * commissions on the team's stakes, and red envelopes. A contract's payer is the agent's
 * upline, or the site itself for a top agent; a commission comes from the site. A payer whose
 * cash would go below zero gets `wallet.insufficient` and nothing moves, so the caller can
 * record the shortfall.
 */
export type AgentPayment = 'salary' | 'dividend' | 'commission';

export const payAgent = async (
  ctx: Ctx,
  p: MemberMoney & { type: AgentPayment; payerMemberId: number | null },
): Promise<PostedMove> => {
  checkAmount(p.amountMinor, false);
  const cash = await cashOf(ctx, p);
  const from =
    p.payerMemberId === null
      ? await systemAccount(ctx, p.merchantId, 'cash', { currency: cash.currency })
      : await ensureMemberAccount(ctx, p.merchantId, p.payerMemberId, 'cash');
  return move(ctx, p, p.type, from, cash);
};

/** A red envelope claimed in a rain round: the site's system account -> the member's cash. */
export const creditRedEnvelope = (ctx: Ctx, m: MemberMoney) => fromSystem(ctx, m, 'red_envelope');
