import type { Ctx } from '../../context.js';
import { findLevels } from './vip.repository.js';

/** The rebate rate of a VIP level of the site, in basis points (0 below the first level). */
export const vipRebateBp = async (ctx: Ctx, merchantId: number, level: number): Promise<number> =>
  (await findLevels(ctx, merchantId)).find((l) => l.level === level)?.rebate_bp ?? 0;
