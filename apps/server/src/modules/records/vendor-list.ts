import type { RecordBetsAnswer } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { categoryNameOf, vendorNamesOf } from '../games/index.js';
import { LOTTERY_VENDOR } from '../play/index.js';

/**
 * The bet filter's vendors by name, as the lobby names them. The site's own lottery records its
 * bets as one vendor of no catalogue (LOTTERY): it is named as the lottery category is.
 */
export const vendorListOf = async (
  ctx: MemberCtx,
  codes: readonly string[],
): Promise<RecordBetsAnswer['vendors']> => {
  const sorted = [...new Set(codes)].sort();
  const names = await vendorNamesOf(ctx, sorted);
  if (sorted.includes(LOTTERY_VENDOR))
    names.set(LOTTERY_VENDOR, await categoryNameOf(ctx, 'LOTT', ctx.language));
  return sorted.map((code) => ({ code, name: names.get(code) ?? code }));
};
