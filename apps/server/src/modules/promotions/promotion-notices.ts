import { SUPPORTED_LANGUAGES } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { type LocalText, notifyMember } from '../inbox/index.js';
import { findTexts } from './promotions.repository.js';

/**
 * Tells a member in their inbox that a promotion's reward was issued to the reward centre or
 * paid to their balance. Called in the same transaction as the issue or payout, once per entry
 * (the entry id is the message's key), so the message comes with the money or not at all.
 */

const titlesOf = async (ctx: SiteCtx, promotionId: number): Promise<LocalText> => {
  const titles: LocalText = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const title = (await findTexts(ctx, [promotionId], language)).get(promotionId)?.title;
    if (title) titles[language] = title;
  }
  return titles;
};

export const noticeRewardIssued = async (
  ctx: SiteCtx,
  entry: { id: number; memberId: number; promotionId: number; amountMinor: number },
) =>
  notifyMember(
    ctx,
    entry.memberId,
    {
      kind: 'promotion_issued',
      promotion: await titlesOf(ctx, entry.promotionId),
      amountMinor: entry.amountMinor,
    },
    `promotion-issued:${entry.id}`,
  );

export const noticeBonusPaid = async (
  ctx: SiteCtx,
  entry: {
    id: number;
    memberId: number;
    promotionId: number;
    amountMinor: number;
    turnoverMinor: number;
  },
) =>
  notifyMember(
    ctx,
    entry.memberId,
    {
      kind: 'promotion_paid',
      promotion: await titlesOf(ctx, entry.promotionId),
      amountMinor: entry.amountMinor,
      turnoverMinor: entry.turnoverMinor,
    },
    `promotion-paid:${entry.id}`,
  );
