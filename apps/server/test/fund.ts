import {
  ensureMemberAccount,
  postTransaction,
  systemAccount,
} from '../src/modules/wallet/index.js';
import { siteCtxOf } from './context.js';
import type { TestApp } from './test-app.js';

/** Adds cash to a member from the site's system account (as an operator's adjustment would). */
export const fund = async (t: TestApp, memberId: number, minor: number) => {
  const ctx = await siteCtxOf(t.db);
  const account = await ensureMemberAccount(ctx, ctx.site.id, memberId, 'cash');
  const system = await systemAccount(ctx, ctx.site.id, 'cash');
  await postTransaction(ctx, {
    merchantId: ctx.site.id,
    idempotencyKey: `test-fund:${memberId}:${minor}:${Math.random()}`,
    type: 'adjustment',
    entries: [
      { accountId: system.id, amount: -minor },
      { accountId: account.id, amount: minor },
    ],
  });
};
