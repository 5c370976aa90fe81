import { formatMinor, type TurnoverStatus } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { validStakeOf } from '../play/index.js';
import type { TurnoverRequirementRow } from './turnover.tables.js';
import './turnover.tables.js';

/**
 * Turnover requirements of bonus money (DESIGN "Bonus money"). A bonus records what must be
 * staked before cash can leave; valid stake settled after a requirement was recorded consumes
 * the oldest open requirement first (play's validStakeOf is the one definition of valid stake).
 * When nothing is left, every requirement is marked cleared, and the next starts afresh: stake
 * beyond what was required never counts for a later bonus.
 */

export interface NewRequirement {
  merchantId: number;
  memberId: number;
  /** The bonus's natural key: a second call for the same bonus records nothing. */
  source: string;
  amountMinor: number;
}

/** Records a requirement (promotions, the welcome credit, VIP bonuses call this in their transaction). */
export const recordTurnoverRequirement = async (ctx: Ctx, req: NewRequirement): Promise<void> => {
  if (!Number.isSafeInteger(req.amountMinor) || req.amountMinor <= 0) return;
  await ctx.db
    .insertInto('turnover_requirements')
    .values({
      merchant_id: req.merchantId,
      member_id: req.memberId,
      source: req.source,
      amount_minor: req.amountMinor,
      created_at: ctx.now(),
      cleared_at: null,
    })
    .onConflict((oc) => oc.columns(['member_id', 'source']).doNothing())
    .execute();
};

/** Open requirements recorded by now (the clock's: a seed may act earlier in the day). */
const openRequirements = async ({ db, now }: Ctx, memberId: number) =>
  (
    await db
      .selectFrom('turnover_requirements')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('cleared_at', 'is', null)
      .where('created_at', '<=', now())
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map(
    (r): TurnoverRequirementRow => ({
      ...r,
      amount_minor: Number(r.amount_minor),
      created_at: Number(r.created_at),
    }),
  );

/** Each open requirement with what valid stake has consumed of it, oldest first. */
const consumed = async (
  ctx: Ctx,
  member: { merchantId: number; memberId: number },
  requirements: TurnoverRequirementRow[],
) => {
  const played = requirements.map(() => 0);
  const end = ctx.now() + 1;
  for (const [i, r] of requirements.entries()) {
    const to = requirements[i + 1]?.created_at ?? end;
    // Stake settled in [this requirement, the next one) can serve only those recorded by then.
    let stake = await validStakeOf(ctx, { ...member, from: r.created_at, to });
    for (let j = 0; j <= i && stake > 0; j++) {
      const need = (requirements[j]?.amount_minor ?? 0) - (played[j] ?? 0);
      const use = Math.min(need, stake);
      played[j] = (played[j] ?? 0) + use;
      stake -= use;
    }
  }
  return played;
};

/** What the member has left to play; clears the requirements when nothing is left. */
export const turnoverOf = async (
  ctx: Ctx,
  member: { merchantId: number; memberId: number },
): Promise<TurnoverStatus & { leftMinor: number }> => {
  const requirements = await openRequirements(ctx, member.memberId);
  const played = await consumed(ctx, member, requirements);
  const required = requirements.reduce((sum, r) => sum + r.amount_minor, 0);
  const playedTotal = played.reduce((sum, p) => sum + p, 0);
  const leftMinor = required - playedTotal;
  if (requirements.length > 0 && leftMinor === 0) {
    await ctx.db
      .updateTable('turnover_requirements')
      .set({ cleared_at: ctx.now() })
      .where(
        'id',
        'in',
        requirements.map((r) => r.id),
      )
      .execute();
  }
  return {
    required: formatMinor(required),
    played: formatMinor(playedTotal),
    left: formatMinor(leftMinor),
    leftMinor,
    items: requirements.map((r, i) => ({
      source: r.source,
      required: formatMinor(r.amount_minor),
      played: formatMinor(played[i] ?? 0),
      createdAt: r.created_at,
    })),
  };
};
