import { hasPlayLimits, setPlayLimit, setRealityCheck } from '../modules/limits/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * demo01's responsible play (README "Responsible play"), set through the screen's services: a
 * weekly deposit limit, a daily loss limit it then raised (the raise waits 24 hours, so the
 * screen shows it pending) and a reality check every hour of play.
 */
export const seedDemoLimits = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const demo01 = await findMemberByUsername({ ...ctx, site }, 'demo01');
  if (!demo01 || (await hasPlayLimits(ctx, demo01.id))) return;
  const member = await signIn({ ...ctx, site }, demo01.id);
  await setPlayLimit(member, { kind: 'deposit', period: 'week', amount: '1000000.00' });
  await setPlayLimit(member, { kind: 'loss', period: 'day', amount: '20000.00' });
  await setPlayLimit(member, { kind: 'loss', period: 'day', amount: '30000.00' });
  await setRealityCheck(member, 60);
  await endMemberSessions(ctx, demo01.id); // the seed's device signs out again
};
