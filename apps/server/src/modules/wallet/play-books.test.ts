import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf, siteCtxOf } from '../../../test/context.js';
import { insertSharedPlayCredit, ledgerRows } from '../../../test/ledger-rows.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Ctx } from '../../context.js';
import { creditWin, debitBet, grantWelcomeCredit } from './index.js';
import { ensureMemberAccount, playBookAccount, systemAccount } from './ledger.accounts.js';
import { postTransaction } from './ledger.post.js';
import { auditLedger, cleanAudit, insertMember, siteIdOf } from './wallet.test-support.js';

/**
 * Each free-trial member’s play money is a closed book: its play account and a house side of
 * its own, which no other money touches.
 */

let t: TestApp;
let ctx: Ctx;
let site: number;
beforeEach(async () => {
  t = await createTestApp();
  ctx = ctxOf(t.db);
  site = await siteIdOf(t.db);
});
afterEach(() => t.close());

/** A free-trial member with the site's welcome credit, as sign-up gives it. */
const trialMember = async () => {
  const id = await insertMember(t.db, site, 4);
  await grantWelcomeCredit(await siteCtxOf(t.db), { memberId: id, memberType: 4 });
  return id;
};

const round = (memberId: number, roundId: string) =>
  ({ merchantId: site, memberId, roundId, kind: 'play' }) as const;

const playAccounts = () =>
  t.db
    .selectFrom('ledger_accounts')
    .select(['owner', 'member_id', 'shard', 'balance'])
    .where('kind', '=', 'play')
    .orderBy('id')
    .execute();

describe('play-money books', () => {
  it('hold each trial member’s welcome credit, bets and wins, and touch no cash', async () => {
    const before = await ledgerRows(t.db);
    const [a, b] = [await trialMember(), await trialMember()];
    for (const [i, memberId] of [a, b, a, b].entries()) {
      await debitBet(ctx, { ...round(memberId, `r${i}`), stakeMinor: 1_000 });
      await creditWin(ctx, { ...round(memberId, `r${i}`), winMinor: 300 * i });
    }
    // a: 1,000.00 - 2 x 10.00 + 6.00; b: 1,000.00 - 2 x 10.00 + 3.00 + 9.00
    expect(await playAccounts()).toEqual([
      { owner: 'member', member_id: a, shard: 0, balance: 98_600 },
      { owner: 'house', member_id: null, shard: -a, balance: -98_600 },
      { owner: 'member', member_id: b, shard: 0, balance: 99_200 },
      { owner: 'house', member_id: null, shard: -b, balance: -99_200 },
    ]);
    const cash = await ledgerRows(t.db);
    // Every real-money account (cash, the jackpot pool) is as it was.
    expect(cash.accounts.filter((x) => x.kind !== 'play')).toEqual(before.accounts);
    expect(await auditLedger(t.db)).toEqual(
      cleanAudit(before.transactions.length + 9, before.entries.length + 18),
    );
  });

  it('refuse a transaction that would open one, or let play money meet cash', async () => {
    const [a, b] = [await trialMember(), await trialMember()];
    const play = (memberId: number) => ensureMemberAccount(ctx, site, memberId, 'play');
    const bookOf = (memberId: number) => playBookAccount(ctx, site, memberId, { currency: 'MMK' });
    await insertSharedPlayCredit(t.db, { id: a, siteId: site }, 500);
    const shared = await t.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner', '=', 'system')
      .where('kind', '=', 'play')
      .executeTakeFirstOrThrow();
    const before = await ledgerRows(t.db);
    const post = (key: string, from: { id: number }, to: { id: number }) =>
      postTransaction(ctx, {
        merchantId: site,
        idempotencyKey: key,
        type: 'adjustment',
        entries: [
          { accountId: from.id, amount: -100 },
          { accountId: to.id, amount: 100 },
        ],
      });
    const refused = { code: 'request_param_err', value: { reason: 'book' } };
    await expect(post('other book', await play(a), await bookOf(b))).rejects.toMatchObject(refused);
    await expect(post('members', await play(a), await play(b))).rejects.toMatchObject(refused);
    await expect(post('shared', await play(a), shared)).rejects.toMatchObject(refused);
    const cash = await systemAccount(ctx, site, 'cash');
    await expect(post('cash', await play(a), cash)).rejects.toMatchObject(refused);
    expect(await ledgerRows(t.db)).toEqual(before);
    // Inside its own book any movement goes.
    await post('own book', await play(a), await bookOf(a));
  });
});
