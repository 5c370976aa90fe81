import { formatMinor } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { validStakeOf } from '../play/index.js';
import { siteDay, siteDayBounds } from '../system/index.js';
import { isInTeam } from '../team/index.js';
import { ledgerDaysOf } from '../wallet/index.js';
import type { RoundRow } from './redrain.tables.js';

/**
 * Who may open a round's envelope. A round of one agent's team is that team's (any level) and
 * the agent's; a site-wide round every real member's. Its minimums are measured on the site's
 * today (the day of the claim, whatever day the round began): deposits credited and valid
 * stake settled today, each minimum that is not zero met.
 */

export const inScope = async (ctx: SiteCtx, round: RoundRow, memberId: number) =>
  round.agent_id === null ||
  round.agent_id === memberId ||
  (await isInTeam(ctx, round.agent_id, memberId));

/** The member's deposits and valid stake of the site's today, minor units. */
const todayOf = async (ctx: SiteCtx, memberId: number) => {
  const now = ctx.now();
  const today = siteDay(ctx.site.timeZone, now);
  const { days } = await ledgerDaysOf(ctx, { memberId, kind: 'cash' }, { from: today, to: today });
  const deposit = days.filter((d) => d.type === 'deposit').reduce((sum, d) => sum + d.amount, 0);
  const { from, to } = siteDayBounds(ctx.site.timeZone, now);
  const validStake = await validStakeOf(ctx, { merchantId: ctx.site.id, memberId, from, to });
  return { deposit, validStake };
};

export const requirementOf = async (ctx: SiteCtx, round: RoundRow, memberId: number) => {
  const today = await todayOf(ctx, memberId);
  const eligible =
    today.deposit >= round.min_deposit_minor && today.validStake >= round.min_valid_stake_minor;
  return {
    eligible,
    requirement: {
      minDeposit: formatMinor(round.min_deposit_minor),
      minValidStake: formatMinor(round.min_valid_stake_minor),
      depositToday: formatMinor(today.deposit),
      validStakeToday: formatMinor(today.validStake),
    },
  };
};
