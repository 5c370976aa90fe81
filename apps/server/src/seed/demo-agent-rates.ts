import { RATE_CATEGORIES, type RateSet } from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../context.js';
import { findMemberByUsername } from '../modules/member/index.js';
import {
  payCommissionsNow,
  setAgentDefaults,
  siteBaseRates,
  updateDownlineRebates,
} from '../modules/rebates/index.js';
import { addDays, findSite, siteDayOf } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * agent01's team's rates (README "Demo site"), set as the agents would on their rebate setup
 * screens, and the commission of the team's past play paid by the daily job's own service.
 * Each level keeps less of the site's base rate than the level above, so every agent earns the
 * difference: agent01 keeps the site's own; its direct members three quarters (group 1950);
 * agent02's half (1940); agent03's a quarter (1930). An agent may not lower a sub-agent below
 * what the sub-agent's members hold, so the deepest are set first.
 */

const LEVELS = [
  { num: 3, den: 4, group: 1950 },
  { num: 1, den: 2, group: 1940 },
  { num: 1, den: 4, group: 1930 },
] as const;

/** Who sets whose rates, deepest first, and at which level. */
const PLAN: readonly [agent: string, member: string, level: 0 | 1 | 2][] = [
  ['agent03', 'player31', 2],
  ['agent03', 'player32', 2],
  ['agent02', 'player21', 1],
  ['agent02', 'player22', 1],
  ['agent02', 'agent03', 1],
  ['agent01', 'player11', 0],
  ['agent01', 'player12', 0],
  ['agent01', 'demo02', 0],
  ['agent01', 'agent02', 0],
];
const DEFAULTS: readonly [agent: string, level: 0 | 1 | 2][] = [
  ['agent01', 0],
  ['agent02', 1],
  ['agent03', 2],
];

/** Days of past play whose commission the seed pays (the team's play spans under four weeks). */
const COMMISSION_DAYS = 30;

const levelRates = (base: RateSet, level: 0 | 1 | 2): RateSet => {
  const { num, den, group } = LEVELS[level];
  const bp = (c: string) => base.rebates.find((r) => r.category === c)?.bp ?? 0;
  return {
    prizeGroup: group,
    rebates: RATE_CATEGORIES.map((c) => ({ category: c, bp: Math.floor((bp(c) * num) / den) })),
  };
};

const agentCtx = async (ctx: SiteCtx, username: string): Promise<MemberCtx | null> => {
  const m = await findMemberByUsername(ctx, username);
  if (!m) return null;
  const member = {
    id: m.id,
    merchantId: m.merchant_id,
    type: m.type,
    sessionId: 0,
    userName: m.username,
  };
  return { ...ctx, language: 'EN', ip: '127.0.0.1', cookies: {}, member };
};

export const seedDemoAgentRates = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const base = await siteBaseRates(siteCtx, site.id);
  for (const [agentName, memberName, level] of PLAN) {
    const [agent, member] = await Promise.all([
      agentCtx(siteCtx, agentName),
      findMemberByUsername(siteCtx, memberName),
    ]);
    if (!agent || !member || member.upline_id !== agent.member.id) continue;
    await updateDownlineRebates(agent, { memberId: member.id, ...levelRates(base, level) });
  }
  for (const [agentName, level] of DEFAULTS) {
    const agent = await agentCtx(siteCtx, agentName);
    if (agent) await setAgentDefaults(agent, levelRates(base, level));
  }
  const today = await siteDayOf(ctx.db, site.id, ctx.now());
  for (let k = COMMISSION_DAYS; k >= 1; k--) await payCommissionsNow(ctx, addDays(today, -k));
};
