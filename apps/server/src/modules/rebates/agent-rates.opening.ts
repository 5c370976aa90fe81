import { DEFAULT_PRIZE_GROUPS } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { overlay, type Rates, resolveRates } from './agent-rates.model.js';
import { saveRates } from './agent-rates.repository.js';
import { checkRates, NO_FLOOR } from './agent-rates.rules.js';

/**
 * A new direct member's prize group as its upline chose it: in the open-account form, or on
 * the affiliate link the member registered by. Its rebates stay the upline's defaults for new
 * members, as any new member's do. Called inside the sign-up's transaction, after the member
 * is placed under the upline.
 */
interface OpeningGroup {
  member: { id: number; merchant_id: number };
  uplineId: number;
  prizeGroup: number;
  /**
   * 'refuse': above the upline's own is bad input (the form offers no more). 'lower': a link
   * made before its agent's own group was lowered gives the agent's own, never more.
   */
  aboveOwn: 'refuse' | 'lower';
}

export const setOpeningPrizeGroup = async (ctx: Ctx, opening: OpeningGroup): Promise<void> => {
  const { member, uplineId } = opening;
  const { rates } = await resolveRates(ctx, [uplineId, member.id]);
  const upline = rates.get(uplineId) as Rates;
  const placed = rates.get(member.id) as Rates;
  const wanted = Math.max(DEFAULT_PRIZE_GROUPS.min, opening.prizeGroup);
  const prizeGroup =
    opening.aboveOwn === 'lower' ? Math.min(wanted, upline.prizeGroup) : opening.prizeGroup;
  const own = overlay(placed, { prizeGroup, bp: {} });
  checkRates(own, { ceiling: upline, floor: NO_FLOOR });
  await saveRates(ctx, member, { own });
};
