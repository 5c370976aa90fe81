import { MEMBER_TYPES } from '@lotto/contract';
import type { SiteCtx } from '../context.js';
import { lockMember } from '../modules/backoffice/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { signUp } from '../modules/signup/index.js';
import { findSite } from '../modules/system/index.js';
import { demoHash } from './demo-accounts.js';
import { demoOperatorCtx } from './demo-operators.js';
import type { SeedCtx } from './seed-steps.js';

/** The locked demo account: signs up like any member, then the risk operator locks it. */
export const DEMO_LOCKED = {
  username: 'locked01',
  password: 'Demo1234',
  reason: 'Shared one device with five accounts claiming the same welcome bonus',
} as const;

export const seedDemoLockedMember = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  if (await findMemberByUsername(siteCtx, DEMO_LOCKED.username)) return;
  const password = { hash: await demoHash(DEMO_LOCKED.password, ctx.options.passwordHashLog2) };
  const { member } = await signUp(siteCtx, {
    member: { type: MEMBER_TYPES.member, password, registerMethod: 'H5' },
    username: DEMO_LOCKED.username,
  });
  const risk = await demoOperatorCtx(ctx, merchantCode, 'demo_risk');
  await lockMember(risk, member.id, DEMO_LOCKED.reason);
};
