import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf, siteCtxOf } from '../../../test/context.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { type Ctx, inTransaction, type SiteCtx } from '../../context.js';
import {
  creditWelcome,
  creditWin,
  type Db,
  debitBet,
  getBalances,
  grantWelcomeCredit,
} from './index.js';
import { ensureMemberAccount, houseAccount, systemAccount } from './ledger.accounts.js';
import { postTransaction } from './ledger.post.js';
import { auditLedger, cleanAudit, insertMember, siteIdOf } from './wallet.test-support.js';

let t: TestApp;
let db: Db;
let ctx: Ctx;
let siteCtx: SiteCtx;
let site: number;
let member: number;
/** What the seed wrote (the demo members' welcome credits): tests count what they add. */
let seeded: { transactions: number; entries: number; systemCash: number };
beforeEach(async () => {
  t = await createTestApp();
  db = t.db;
  ctx = ctxOf(db, t.app.config.now);
  siteCtx = await siteCtxOf(db);
  site = await siteIdOf(db);
  member = await insertMember(db, site);
  const audit = await auditLedger(db);
  const system = await systemAccount(ctx, site, 'cash');
  const { balance } = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', system.id)
    .executeTakeFirstOrThrow();
  seeded = { transactions: audit.transactions, entries: audit.entries, systemCash: balance };
});
afterEach(() => t.close());

/** A sound ledger holding the seed's transactions and `transactions` more. */
const soundWith = (transactions: number, entries: number) =>
  cleanAudit(seeded.transactions + transactions, seeded.entries + entries);

const counts = async () => {
  const audit = await auditLedger(db);
  return {
    transactions: audit.transactions,
    entries: audit.entries,
    balances: await getBalances(ctx, member),
  };
};

const errorCodeOf = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error('expected a refusal');
};

/** A member account holding `minor`, funded from the site's system account. */
const fundedAccount = async (minor: number) => {
  const account = await ensureMemberAccount(ctx, site, member, 'cash');
  const system = await systemAccount(ctx, site, 'cash');
  await postTransaction(ctx, {
    merchantId: site,
    idempotencyKey: 'fund',
    type: 'deposit',
    entries: [
      { accountId: system.id, amount: -minor },
      { accountId: account.id, amount: minor },
    ],
  });
  return { account, system, house: await houseAccount(ctx, site, 'cash') };
};

describe('postTransaction', () => {
  it('posts balanced entries and writes the balance each one produces', async () => {
    const { account, system } = await fundedAccount(10_000);
    const answer = await postTransaction(ctx, {
      merchantId: site,
      idempotencyKey: 'bonus-1',
      type: 'bonus',
      reference: 'promo 7',
      entries: [
        { accountId: system.id, amount: -250 },
        { accountId: account.id, amount: 250 },
      ],
    });
    expect(answer).toMatchObject({ type: 'bonus', reference: 'promo 7', replayed: false });
    expect(answer.entries).toEqual([
      { accountId: system.id, amount: -250, balanceAfter: seeded.systemCash - 10_250 },
      { accountId: account.id, amount: 250, balanceAfter: 10_250 },
    ]);
    expect(await getBalances(ctx, member)).toEqual([
      { kind: 'cash', accountTypeId: 1, currency: 'MMK', balanceMinor: 10_250 },
    ]);
    expect(await auditLedger(db)).toEqual(soundWith(2, 4));
  });

  it('copies type, time and reference onto the member’s entry only, for the statement', async () => {
    const { account, system } = await fundedAccount(10_000);
    const answer = await postTransaction(ctx, {
      merchantId: site,
      idempotencyKey: 'bonus-2',
      type: 'bonus',
      reference: 'promo 8',
      entries: [
        { accountId: system.id, amount: -250 },
        { accountId: account.id, amount: 250 },
      ],
    });
    const rows = await db
      .selectFrom('ledger_entries')
      .select(['account_id', 'type', 'created_at', 'reference'])
      .where('transaction_id', '=', answer.transactionId)
      .orderBy('account_id')
      .execute();
    expect(rows).toEqual(
      [
        { account_id: system.id, type: null, created_at: null, reference: null },
        {
          account_id: account.id,
          type: 'bonus',
          created_at: answer.createdAt,
          reference: 'promo 8',
        },
      ].sort((a, b) => a.account_id - b.account_id),
    );
  });

  it.each([
    ['unbalanced entries', [100, -99]],
    ['a single entry', [100]],
    ['a fractional amount', [0.5, -0.5]],
    ['a zero amount', [0, 0]],
    ['an amount beyond 2^53', [2 ** 53, -(2 ** 53)]],
    ['NaN', [Number.NaN, 1]],
  ])('refuses %s and writes nothing', async (_, amounts) => {
    const { account, system } = await fundedAccount(10_000);
    const before = await counts();
    const ids = [account.id, system.id];
    const entries = amounts.map((amount, i) => ({ accountId: ids[i] ?? 0, amount }));
    const request = {
      merchantId: site,
      idempotencyKey: 'bad',
      type: 'adjustment',
      entries,
    } as const;
    expect(await errorCodeOf(postTransaction(ctx, request))).toBe('request_param_err');
    expect(await counts()).toEqual(before);
  });

  it('refuses the same account twice, unknown accounts and another site’s accounts', async () => {
    const { account, system } = await fundedAccount(10_000);
    await addSite(t.app, 'other');
    const otherSite = await siteIdOf(db, 'other');
    const foreign = await houseAccount(ctx, otherSite, 'cash');
    const post = (entries: { accountId: number; amount: number }[]) =>
      errorCodeOf(
        postTransaction(ctx, {
          merchantId: site,
          idempotencyKey: 'x',
          type: 'adjustment',
          entries,
        }),
      );
    expect(
      await post([
        { accountId: account.id, amount: 5 },
        { accountId: account.id, amount: -5 },
      ]),
    ).toBe('request_param_err');
    expect(
      await post([
        { accountId: system.id, amount: -5 },
        { accountId: 999_999, amount: 5 },
      ]),
    ).toBe('request_param_err');
    expect(
      await post([
        { accountId: foreign.id, amount: -5 },
        { accountId: account.id, amount: 5 },
      ]),
    ).toBe('request_param_err');
    expect(await auditLedger(db)).toEqual(soundWith(1, 2));
  });

  it('refuses to take a member account below zero and writes nothing', async () => {
    const { account, house } = await fundedAccount(1_000);
    const before = await counts();
    const overdraw = postTransaction(ctx, {
      merchantId: site,
      idempotencyKey: 'overdraw',
      type: 'bet',
      entries: [
        { accountId: account.id, amount: -1_001 },
        { accountId: house.id, amount: 1_001 },
      ],
    });
    expect(await errorCodeOf(overdraw)).toBe('wallet.insufficient');
    expect(await counts()).toEqual(before);
    // The key was not used up: the same key may carry a request that fits.
    const fits = await debitBet(ctx, {
      merchantId: site,
      memberId: member,
      roundId: 'r',
      stakeMinor: 1_000,
    });
    expect(fits.balanceMinor).toBe(0);
  });

  it('answers a replayed key with the first answer and writes nothing', async () => {
    const { account, system } = await fundedAccount(5_000);
    const request = {
      merchantId: site,
      idempotencyKey: 'rebate:2026-01-01',
      type: 'rebate',
      reference: 'day',
      entries: [
        { accountId: system.id, amount: -300 },
        { accountId: account.id, amount: 300 },
      ],
    } as const;
    const first = await postTransaction(ctx, request);
    const before = await counts();
    // The entries in another order are the same request.
    const again = await postTransaction(ctx, {
      ...request,
      entries: [...request.entries].reverse(),
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await counts()).toEqual(before);
  });

  it('refuses the same key for a different request with a conflict', async () => {
    const { account, system } = await fundedAccount(5_000);
    const request = {
      merchantId: site,
      idempotencyKey: 'k',
      type: 'bonus',
      entries: [
        { accountId: system.id, amount: -300 },
        { accountId: account.id, amount: 300 },
      ],
    } as const;
    await postTransaction(ctx, request);
    const before = await counts();
    const changed = {
      ...request,
      entries: [
        { accountId: system.id, amount: -301 },
        { accountId: account.id, amount: 301 },
      ],
    };
    expect(await errorCodeOf(postTransaction(ctx, changed))).toBe('wallet.idempotency.conflict');
    expect(await errorCodeOf(postTransaction(ctx, { ...request, type: 'rebate' }))).toBe(
      'wallet.idempotency.conflict',
    );
    expect(await errorCodeOf(postTransaction(ctx, { ...request, reference: 'x' }))).toBe(
      'wallet.idempotency.conflict',
    );
    expect(await counts()).toEqual(before);
  });

  it('gives every concurrent duplicate the first answer, written once', async () => {
    const { account, house } = await fundedAccount(5_000);
    const request = {
      merchantId: site,
      idempotencyKey: 'dup',
      type: 'bet',
      entries: [
        { accountId: account.id, amount: -700 },
        { accountId: house.id, amount: 700 },
      ],
    } as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postTransaction(ctx, request)),
    );
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const first = answers.find((a) => !a.replayed);
    for (const answer of answers) expect({ ...answer, replayed: false }).toEqual(first);
    expect(await auditLedger(db)).toEqual(soundWith(2, 4));
    expect((await getBalances(ctx, member))[0]?.balanceMinor).toBe(4_300);
  });

  it('refuses one of several concurrent bets alone, the others go through', async () => {
    await fundedAccount(1_000);
    const bet = (roundId: string, stakeMinor: number) =>
      debitBet(ctx, { merchantId: site, memberId: member, roundId, stakeMinor });
    // On SQLite these share one commit (ledger.commit.ts); the refused one is rolled back alone.
    const outcomes = await Promise.allSettled([bet('a', 300), bet('b', 5_000), bet('c', 200)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      code: 'wallet.insufficient',
    });
    expect((await getBalances(ctx, member))[0]?.balanceMinor).toBe(500);
    expect(await auditLedger(db)).toEqual(soundWith(3, 6));
  });

  it('writes inside a caller’s transaction and rolls back with it', async () => {
    const { account, system } = await fundedAccount(5_000);
    const before = await counts();
    const work = db.transaction().execute(async (trx) => {
      await postTransaction(inTransaction(ctx, trx), {
        merchantId: site,
        idempotencyKey: 'in-trx',
        type: 'bonus',
        entries: [
          { accountId: system.id, amount: -1 },
          { accountId: account.id, amount: 1 },
        ],
      });
      throw new Error('caller failed');
    });
    await expect(work).rejects.toThrow('caller failed');
    expect(await counts()).toEqual(before);
  });
});

describe('bets, wins and the welcome credit', () => {
  it('credits the site’s welcome amount once, as play money for a trial member', async () => {
    const first = await grantWelcomeCredit(siteCtx, { memberId: member, memberType: 0 });
    expect(first).toMatchObject({ balanceMinor: 100_000, replayed: false });
    const again = await grantWelcomeCredit(siteCtx, { memberId: member, memberType: 0 });
    expect(again).toEqual({ ...first, replayed: true });

    const trial = await insertMember(db, site, 4);
    await grantWelcomeCredit(siteCtx, { memberId: trial, memberType: 4 });
    expect(await getBalances(ctx, trial)).toEqual([
      { kind: 'play', accountTypeId: 2, currency: 'MMK', balanceMinor: 100_000 },
    ]);
    expect(
      await creditWelcome(ctx, { merchantId: site, memberId: trial, amountMinor: 0 }),
    ).toBeNull();
    expect(await auditLedger(db)).toEqual(soundWith(2, 4));
  });

  it('debits a bet and credits a win against the house, each key once', async () => {
    await creditWelcome(ctx, { merchantId: site, memberId: member, amountMinor: 10_000 });
    const round = { merchantId: site, memberId: member, roundId: 'slot:1' };
    const bet = await debitBet(ctx, { ...round, stakeMinor: 2_500 });
    expect(bet).toMatchObject({ balanceMinor: 7_500, replayed: false });
    expect(await debitBet(ctx, { ...round, stakeMinor: 2_500 })).toEqual({
      ...bet,
      replayed: true,
    });
    const win = await creditWin(ctx, { ...round, winMinor: 6_000 });
    expect(win).toMatchObject({ balanceMinor: 13_500, replayed: false });
    expect(await creditWin(ctx, { ...round, winMinor: 6_000 })).toEqual({ ...win, replayed: true });
    const house = await houseAccount(ctx, site, 'cash', { forMember: member });
    const houseRow = await db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', house.id)
      .executeTakeFirstOrThrow();
    expect(houseRow.balance).toBe(-3_500);
    expect(await auditLedger(db)).toEqual(soundWith(3, 6));
  });

  it('answers a win of zero with the balance and writes nothing', async () => {
    await creditWelcome(ctx, { merchantId: site, memberId: member, amountMinor: 900 });
    const move = await creditWin(ctx, {
      merchantId: site,
      memberId: member,
      roundId: 'lost',
      winMinor: 0,
    });
    expect(move).toEqual({ transactionId: null, balanceMinor: 900, replayed: false });
    expect(await auditLedger(db)).toEqual(soundWith(1, 2));
  });

  it('refuses a bet above the balance and bad stakes', async () => {
    await creditWelcome(ctx, { merchantId: site, memberId: member, amountMinor: 900 });
    const bet = (stakeMinor: number, roundId = 'r1') =>
      errorCodeOf(debitBet(ctx, { merchantId: site, memberId: member, roundId, stakeMinor }));
    expect(await bet(901)).toBe('wallet.insufficient');
    for (const stake of [0, -5, 1.5, Number.POSITIVE_INFINITY]) {
      expect(await bet(stake)).toBe('request_param_err');
    }
    expect(await bet(5, '')).toBe('request_param_err');
    expect(
      await errorCodeOf(
        creditWin(ctx, { merchantId: site, memberId: member, roundId: 'r1', winMinor: -1 }),
      ),
    ).toBe('request_param_err');
    expect(await auditLedger(db)).toEqual(soundWith(1, 2));
  });

  it('keeps play money and cash apart', async () => {
    await creditWelcome(ctx, {
      merchantId: site,
      memberId: member,
      amountMinor: 500,
      kind: 'play',
    });
    const round = { merchantId: site, memberId: member, roundId: 'p1', stakeMinor: 100 };
    expect(await errorCodeOf(debitBet(ctx, round))).toBe('wallet.insufficient');
    expect(await debitBet(ctx, { ...round, kind: 'play' })).toMatchObject({ balanceMinor: 400 });
  });
});
