import type { Ctx, SiteCtx } from '../../context.js';
import { recordTurnoverRequirement } from './turnover.js';
import './turnover.tables.js';

/**
 * The welcome credit is bonus money on sites that say so (turnover_settings.welcome_multiplier,
 * site data): sign-up records its requirement with the credit, so opening accounts cannot cash
 * it out. Play money (free trial) never has one: it is never withdrawn.
 */

export const welcomeMultiplierOf = async ({ db }: Ctx, merchantId: number): Promise<number> => {
  const row = await db
    .selectFrom('turnover_settings')
    .select('welcome_multiplier')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(row?.welcome_multiplier ?? 0);
};

/** Sets the site's welcome multiplier (operator data; the seed sets the demo site's). */
export const setWelcomeMultiplier = async (
  { db }: Ctx,
  merchantId: number,
  multiplier: number,
): Promise<void> => {
  await db
    .insertInto('turnover_settings')
    .values({ merchant_id: merchantId, welcome_multiplier: multiplier })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ welcome_multiplier: multiplier }))
    .execute();
};

export const recordWelcomeTurnover = async (
  ctx: SiteCtx,
  member: { memberId: number; creditedMinor: number },
): Promise<void> => {
  if (member.creditedMinor <= 0) return;
  const multiplier = await welcomeMultiplierOf(ctx, ctx.site.id);
  if (multiplier <= 0) return;
  await recordTurnoverRequirement(ctx, {
    merchantId: ctx.site.id,
    memberId: member.memberId,
    source: 'welcome',
    amountMinor: member.creditedMinor * multiplier,
  });
};
