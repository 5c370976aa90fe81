import type { Ctx } from '../../context.js';
import { lifetimeValidStakeOf } from '../play/index.js';
import { lifetimeTotalOf } from '../wallet/index.js';
import type { VipLevelRow } from './vip.tables.js';

/**
 * What a level is measured by: the member's cumulative valid stake (play's summaries, through
 * the one valid stake function) and cumulative deposits (the wallet's daily summaries of the
 * `deposit` type, so deposits count from the day they are first posted). Never a scan of rows.
 */
export interface VipFigures {
  validStakeMinor: number;
  depositMinor: number;
}

export const figuresOf = async (
  ctx: Ctx,
  member: { memberId: number; merchantId: number },
): Promise<VipFigures> => ({
  validStakeMinor: await lifetimeValidStakeOf(ctx, member),
  depositMinor: await lifetimeTotalOf(ctx, member.memberId, 'deposit'),
});

const meets = (f: VipFigures, l: VipLevelRow) =>
  f.validStakeMinor >= l.stake_minor && f.depositMinor >= l.deposit_minor;

/** The highest level whose two thresholds the figures both meet (0: none). */
export const levelReached = (levels: readonly VipLevelRow[], f: VipFigures): number =>
  levels.reduce((best, l) => (meets(f, l) && l.level > best ? l.level : best), 0);
