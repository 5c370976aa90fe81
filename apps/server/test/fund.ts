import { adjustMemberCash } from '../src/modules/wallet/index.js';
import { siteCtxOf } from './context.js';
import type { TestApp } from './test-app.js';

/** Adds cash to a member from the site's system account, as an operator's adjustment does. */
export const fund = async (t: TestApp, memberId: number, minor: number) => {
  const ctx = await siteCtxOf(t.db);
  await adjustMemberCash(ctx, {
    merchantId: ctx.site.id,
    memberId,
    amountMinor: minor,
    key: `test-fund:${memberId}:${minor}:${Math.random()}`,
    reference: 'test-fund',
  });
};
