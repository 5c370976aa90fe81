import { MEMBER_TYPES } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { type LocalText, notifyMember } from '../inbox/index.js';
import { findMember, raiseVipLevel } from '../member/index.js';
import { findLevels, insertUpgrade } from './vip.repository.js';
import { figuresOf, levelReached } from './vip-figures.js';

/** The reward centre's and the inbox's name of a level's upgrade bonus. */
export const upgradeTitles = (level: number): LocalText => ({
  EN: `VIP${level} upgrade bonus`,
  MY: `VIP${level} အဆင့်တိုး ဆုကြေး`,
});

/** Whether the member's figures reach a level above theirs (read only: the job asks first). */
export const upgradeDue = async (ctx: SiteCtx, memberId: number): Promise<boolean> => {
  const member = await findMember(ctx, memberId);
  if (!member || member.merchant_id !== ctx.site.id) return false;
  if (member.type === MEMBER_TYPES.freeTrial) return false;
  const levels = await findLevels(ctx, ctx.site.id);
  const top = levels.at(-1)?.level ?? 0;
  if (member.vip_level >= top) return false;
  const figures = await figuresOf(ctx, { memberId, merchantId: ctx.site.id });
  return levelReached(levels, figures) > member.vip_level;
};

/**
 * Brings a member to the level their figures reach: raises members.vip_level and records each
 * level passed (its upgrade bonus then waits in the reward centre, with a message). Each level
 * is recorded once per member (a unique key), so two runs at once issue one bonus; levels never
 * fall. Free-trial accounts have no level. Answers the levels newly recorded.
 */
export const upgradeMember = async (ctx: SiteCtx, memberId: number): Promise<number[]> => {
  const member = await findMember(ctx, memberId);
  if (!member || member.merchant_id !== ctx.site.id) return [];
  if (member.type === MEMBER_TYPES.freeTrial) return [];
  const levels = await findLevels(ctx, ctx.site.id);
  const reached = levelReached(levels, await figuresOf(ctx, { memberId, merchantId: ctx.site.id }));
  if (reached <= member.vip_level) return [];
  await raiseVipLevel(ctx, memberId, reached);
  const recorded: number[] = [];
  for (const l of levels) {
    if (l.level <= member.vip_level || l.level > reached) continue;
    const fresh = await insertUpgrade(ctx, {
      merchantId: ctx.site.id,
      memberId,
      level: l.level,
      bonusMinor: l.bonus_minor,
      turnoverMinor: l.bonus_minor * l.turnover_multiplier,
      at: ctx.now(),
    });
    if (!fresh) continue;
    recorded.push(l.level);
    if (l.bonus_minor > 0) {
      await notifyMember(
        ctx,
        memberId,
        { kind: 'promotion_issued', promotion: upgradeTitles(l.level), amountMinor: l.bonus_minor },
        `vip-upgrade:${memberId}:${l.level}`,
      );
    }
  }
  return recorded;
};
