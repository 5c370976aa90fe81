import { type AdminRole, ROLE_PERMISSIONS } from '@lotto/contract';
import {
  createOperator,
  findOperator,
  type OperatorCtx,
  requestAdjustment,
} from '../modules/backoffice/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * The demo's back-office operators, one per role and a second finance operator for second
 * approvals, with one shared password and FIXED authenticator secrets (README "Back office"),
 * so anyone can sign in: `npm run totp -w apps/server -- <secret>` prints the current code.
 */
export const DEMO_OPERATOR_PASSWORD = 'BackOffice#2026';

/** The finance operator who reviews demo01's deposits and withdrawals in the seed. */
export const DEMO_FINANCE = 'demo_finance';

export const DEMO_OPERATORS: readonly { username: string; role: AdminRole; totpSecret: string }[] =
  [
    { username: 'demo_owner', role: 'owner', totpSecret: 'OWNERDEMOSECRET2OWNERDEMOSECRET2' },
    {
      username: 'demo_finance',
      role: 'finance',
      totpSecret: 'FINANCEDEMOSECRET2FINANCEDEMO234',
    },
    {
      username: 'demo_finance2',
      role: 'finance',
      totpSecret: 'FINANCETWODEMOSECRETFINANCETWO22',
    },
    {
      username: 'demo_support',
      role: 'support',
      totpSecret: 'SUPPORTDEMOSECRETSUPPORTDEMO2345',
    },
    {
      username: 'demo_content',
      role: 'content',
      totpSecret: 'CONTENTDEMOSECRETCONTENTDEMO2345',
    },
    { username: 'demo_risk', role: 'risk', totpSecret: 'RISKDEMOSECRETRISKDEMOSECRET2345' },
  ];

/** Creates the demo operators through the back office's service (those missing only). */
export const seedDemoOperators = async (ctx: SeedCtx): Promise<void> => {
  for (const operator of DEMO_OPERATORS) {
    if (await findOperator(ctx, operator.username)) continue;
    await createOperator(ctx, { ...operator, password: DEMO_OPERATOR_PASSWORD });
  }
};

/**
 * The back office's demo work, through its services as operators would do it: demo_finance
 * credits demo01 a small goodwill amount (posted at once) and requests a large one, which waits
 * for a second operator (demo_finance2 or demo_owner) in the adjustments queue.
 */
export const seedDemoBackofficeWork = async (ctx: SeedCtx, siteCode: string): Promise<void> => {
  const operatorCtx = await demoOperatorCtx(ctx, siteCode, DEMO_FINANCE);
  const demo01 = await findMemberByUsername(operatorCtx, 'demo01');
  if (!demo01) throw new Error('demo01 comes first');
  await requestAdjustment(operatorCtx, {
    memberId: demo01.id,
    amount: '50.00',
    reason: 'Goodwill credit: a slot round froze (ticket #1042)',
    requestKey: 'demo-seed-adjustment-1',
  });
  await requestAdjustment(operatorCtx, {
    memberId: demo01.id,
    amount: '2500.00',
    reason: 'Tournament prize, paid by hand (needs a second approval)',
    requestKey: 'demo-seed-adjustment-2',
  });
};

/** A demo operator at work on the site, as the back office's services take it. */
export const demoOperatorCtx = async (
  ctx: SeedCtx,
  siteCode: string,
  username: string,
): Promise<OperatorCtx> => {
  const site = await findSite(ctx.db, siteCode);
  const operator = await findOperator(ctx, username);
  if (!site || !operator) throw new Error('the demo site and operators come first');
  return {
    ...ctx,
    site,
    language: 'EN',
    ip: '127.0.0.1',
    userAgent: 'demo seed',
    operator: {
      id: operator.id,
      username: operator.username,
      role: operator.role,
      permissions: ROLE_PERMISSIONS[operator.role],
      sessionId: 0,
    },
  };
};
