import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findVendorByCode } from '../games/index.js';
import { LOTTERY_VENDOR } from '../play/index.js';

/**
 * The vendor a team figures query filters by, once it is one the site knows: the catalogue's,
 * or the site's own lottery (its orders are recorded as vendor LOTTERY, of no catalogue). An
 * unknown code is refused rather than answered with empty figures an agent would take as true.
 */
export const knownVendor = async (
  ctx: MemberCtx,
  vendor: string | undefined,
): Promise<string | undefined> => {
  if (vendor === undefined || vendor === LOTTERY_VENDOR) return vendor;
  if (!(await findVendorByCode(ctx.db, vendor))) throw new AppError('agent.vendor.unknown');
  return vendor;
};
