import { type DepositPromotionOffer, formatMinor } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { periodOf, timeStateOf } from './promotion-rules.js';
import { findEntry, findPromotions, findTexts } from './promotions.repository.js';
import { joinPromotion, requireOpenFor } from './promotions.service.js';

/**
 * The deposit form's bonus picker: the site's open first-deposit promotions the member may still
 * take (joined, or open to them and not joined yet; not those already issued or claimed).
 */
export const firstDepositOffers = async (ctx: MemberCtx): Promise<DepositPromotionOffer[]> => {
  const now = ctx.now();
  const open = (await findPromotions(ctx, ctx.site.id)).filter(
    (p) => p.kind === 'first_deposit' && timeStateOf(p, now) === 'open',
  );
  if (open.length === 0) return [];
  const texts = await findTexts(
    ctx,
    open.map((p) => p.id),
    ctx.language,
  );
  const offers: DepositPromotionOffer[] = [];
  for (const p of open) {
    const periodKey = periodOf(ctx.site, p, now).key;
    const entry = await findEntry(ctx, { promotionId: p.id, memberId: ctx.member.id, periodKey });
    if (entry && entry.status !== 'joined') continue;
    if (!entry && !mayJoin(ctx, p)) continue;
    offers.push({
      id: p.id,
      title: texts.get(p.id)?.title ?? '',
      percent: p.percent,
      cap: p.cap_minor === null ? null : formatMinor(Number(p.cap_minor)),
      turnoverMultiplier: p.turnover_multiplier,
      joined: entry !== undefined,
    });
  }
  return offers;
};

const mayJoin = (ctx: MemberCtx, p: Parameters<typeof requireOpenFor>[1]) => {
  try {
    requireOpenFor(ctx, p);
    return true;
  } catch {
    return false;
  }
};

/**
 * A deposit that names a promotion takes it: one of the offers, joined now if it was not, so
 * the deposit's credit issues its bonus (issueFirstDepositBonuses). Refused otherwise.
 */
export const takeFirstDepositOffer = async (ctx: MemberCtx, promotionId: number) => {
  const offer = (await firstDepositOffers(ctx)).find((o) => o.id === promotionId);
  if (!offer) throw new AppError('deposit.promotion.not.available');
  if (!offer.joined) await joinPromotion(ctx, promotionId);
};
