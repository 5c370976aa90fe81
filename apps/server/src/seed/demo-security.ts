import type { SiteCtx } from '../context.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { setPaymentPassword } from '../modules/security/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import type { SeedCtx } from './seed-steps.js';

/** demo01's payment password (README), which withdrawals will ask for. */
export const DEMO01_PAYMENT_PASSWORD = '246810';

/**
 * demo01 sets its payment password through the security centre's service, as
 * /m/member/paymentPassword does (its mobile and e-mail were bound at sign-up, the mobile
 * proved); a demo01 that has one already is left alone.
 */
export const seedDemoSecurity = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01 || demo01.payment_password_hash !== null) return;
  const member = await signIn(siteCtx, demo01.id);
  await setPaymentPassword(member, {
    newPaymentPassword: DEMO01_PAYMENT_PASSWORD,
    confirmPaymentPassword: DEMO01_PAYMENT_PASSWORD,
  });
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};
