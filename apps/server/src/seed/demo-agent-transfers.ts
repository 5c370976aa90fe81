import { MEMBER_TYPES } from '@lotto/contract';
import type { SiteCtx } from '../context.js';
import { transferToDownlines } from '../modules/downlines/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { setPaymentPassword } from '../modules/security/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { affiliateLinksOf, createAffiliateLink } from '../modules/team/index.js';
import { signIn } from './demo-history.js';
import type { SeedCtx } from './seed-steps.js';

/** agent01's payment password (README), which its transfers to downlines ask for. */
export const AGENT01_PAYMENT_PASSWORD = '246810';

/** The two downlines agent01 has paid, and how much (README "Demo site"). */
export const DEMO_AGENT_TRANSFERS = [
  { username: 'player11', amount: '50.00' },
  { username: 'player12', amount: '30.00' },
] as const;

/**
 * agent01's team management on first start, through the services its screens use: a payment
 * password (security centre), one transfer to two downlines at once, and two affiliate links
 * (players at prize group 1900, sub-agents at 1880). An agent01 with links already is left alone.
 */
export const seedDemoAgentTransfers = async (ctx: SeedCtx, merchantCode: string) => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const agent01 = await findMemberByUsername(siteCtx, 'agent01');
  if (!agent01) return;
  const member = await signIn(siteCtx, agent01.id);
  if ((await affiliateLinksOf(member)).list.length > 0) {
    await endMemberSessions(siteCtx, agent01.id);
    return;
  }
  if (agent01.payment_password_hash === null) {
    await setPaymentPassword(member, {
      newPaymentPassword: AGENT01_PAYMENT_PASSWORD,
      confirmPaymentPassword: AGENT01_PAYMENT_PASSWORD,
    });
  }
  const items = [];
  for (const { username, amount } of DEMO_AGENT_TRANSFERS) {
    const downline = await findMemberByUsername(siteCtx, username);
    if (downline) items.push({ memberId: downline.id, amount });
  }
  if (items.length > 0) {
    await transferToDownlines(member, {
      items,
      paymentPassword: AGENT01_PAYMENT_PASSWORD,
      requestId: 'demo-agent01-transfer',
    });
  }
  await createAffiliateLink(member, { memberType: MEMBER_TYPES.member, prizeGroup: 1900 });
  await createAffiliateLink(member, { memberType: agent01.type, prizeGroup: 1880 });
  await endMemberSessions(siteCtx, agent01.id); // the seed's device signs out again
};
