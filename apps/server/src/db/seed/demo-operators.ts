import type { AdminRole } from '@lotto/contract';
import { createOperator, findOperator } from '../../modules/backoffice/index.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * The demo's back-office operators, one per role and a second finance operator for second
 * approvals, with one shared password and FIXED authenticator secrets (README "Back office"),
 * so anyone can sign in: `npm run totp -w apps/server -- <secret>` prints the current code.
 */
export const DEMO_OPERATOR_PASSWORD = 'BackOffice#2026';

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
  ];

/** Creates the demo operators through the back office's service (those missing only). */
export const seedDemoOperators = async (ctx: SeedCtx): Promise<void> => {
  for (const operator of DEMO_OPERATORS) {
    if (await findOperator(ctx, operator.username)) continue;
    await createOperator(ctx, {
      ...operator,
      password: DEMO_OPERATOR_PASSWORD,
      hashCostLog2: ctx.options.passwordHashLog2,
    });
  }
};
