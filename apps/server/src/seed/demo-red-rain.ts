import { MEMBER_TYPES } from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../context.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { claimEnvelope, createRound, listRounds } from '../modules/redrain/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * Red envelope rain on first start: a site-wide round open from a little before the seed's
 * clock for a day, so whoever starts the demo finds it raining, and yesterday's round of
 * agent01's team, which its members opened. Rounds through the back office's service, claims
 * through the members' service. A site with rounds already is left alone.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * agent01's team members who opened yesterday's envelopes (those the demo team has). Not
 * demo02: its withdraw screen shows the promotion's turnover alone (README "Demo site").
 */
const CLAIMED_BY = ['agent02', 'player11', 'player12', 'player21', 'player31'];

/**
 * A member's context at an instant of yesterday's round. No session is opened for it: a seed
 * session would count as a sign-in today on the agent's home.
 */
const memberAt = (
  ctx: SiteCtx,
  member: { id: number; type: number; username: string },
  at: number,
): MemberCtx => ({
  ...ctx,
  now: () => at,
  language: 'EN',
  ip: '127.0.0.1',
  cookies: {},
  member: {
    id: member.id,
    merchantId: ctx.site.id,
    type: member.type,
    sessionId: 0,
    userName: member.username,
  },
});

const seedFinishedRound = async (ctx: SiteCtx) => {
  const startsAt = ctx.now() - DAY_MS;
  const yesterday: SiteCtx = { ...ctx, now: () => startsAt };
  const round = await createRound(yesterday, {
    startsAt,
    durationMinutes: 60,
    budget: '1000.00',
    envelopes: 20,
    minDeposit: '0',
    minValidStake: '0',
    turnoverMultiplier: 3,
    agentUsername: 'agent01',
  });
  for (const [i, username] of CLAIMED_BY.entries()) {
    const member = await findMemberByUsername(ctx, username);
    if (!member || member.type === MEMBER_TYPES.freeTrial) continue;
    await claimEnvelope(memberAt(ctx, member, startsAt + (i + 1) * MINUTE_MS), round.id);
  }
};

export const seedDemoRedRain = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  if ((await listRounds(siteCtx)).list.length > 0) return;
  if (await findMemberByUsername(siteCtx, 'agent01')) await seedFinishedRound(siteCtx);
  await createRound(siteCtx, {
    startsAt: ctx.now() - 10 * MINUTE_MS,
    durationMinutes: 24 * 60,
    budget: '5000.00',
    envelopes: 200,
    minDeposit: '0',
    minValidStake: '0',
    turnoverMultiplier: 3,
  });
};
