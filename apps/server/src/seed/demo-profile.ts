import type { SiteCtx } from '../context.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { chooseHeadIcon, setPayeeName } from '../modules/profile/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import type { SeedCtx } from './seed-steps.js';

/** demo01's head icon (the crown) and the payee name its bank cards will carry. */
export const DEMO01_PROFILE = { headIcon: 1, payeeName: 'Demo Player' } as const;

/**
 * demo01 chooses a head icon and sets its payee name through the profile services, as /m/set
 * does; a demo01 whose payee name is set already is left alone (it is set once).
 */
export const seedDemoProfile = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01 || demo01.payee_name !== null) return;
  const member = await signIn(siteCtx, demo01.id);
  await chooseHeadIcon(member, DEMO01_PROFILE.headIcon);
  await setPayeeName(member, DEMO01_PROFILE.payeeName);
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};
