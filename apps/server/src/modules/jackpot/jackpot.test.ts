import { API, MEMBER_TYPES, walletTransactionPage } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { ctxOf, siteCtxOf } from '../../../test/context.js';
import { getOk, urlOf } from '../../../test/http.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_JACKPOT } from '../../seed/demo-jackpot.js';
import {
  firstGame,
  launch,
  type Member,
  memberWithSession,
  minor,
  roundOk,
} from '../play/play.test-support.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { jackpotForRound, jackpotPayoutsJob, payHit, recordHit, setUpJackpot } from './index.js';
import { ALWAYS_HITS, figureOf, hitsOf, poolMinor } from './jackpot.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const SLOT = { kind: 'slot' } as const;
const siteId = async () => (await siteCtxOf(t.db)).site.id;
const slotTicket = async (m: Member) =>
  (await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }))).ticket;
const jackpotTransactions = () =>
  t.db.selectFrom('ledger_transactions').selectAll().where('type', '=', 'jackpot').execute();
const expectSoundLedger = async () => {
  const audit = await auditLedger(t.db);
  expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
};

describe('jackpot figure', () => {
  it('answers the pool the house seeded to anyone, and null on a site without a pool', async () => {
    expect(await figureOf(t.app)).toEqual({
      amount: '125000000.00',
      currency: 'MMK',
      currencySymbol: 'K',
    });
    await addSite(t.app, 'second');
    expect(await figureOf(t.app, 'second')).toBeNull();
    const seeds = await t.db
      .selectFrom('ledger_transactions')
      .select('type')
      .where('type', '=', 'jackpot_seed')
      .execute();
    expect(seeds).toHaveLength(1);
    await expectSoundLedger();
  });
});

describe('demo seed', () => {
  it("demo01's seeded slot spins have fed the pool the house seeded", async () => {
    const seeded = await createTestApp({ seedHistory: true });
    try {
      // Every real-money slot spin of the seed (demo01's history, its promotion mission) gives
      // 1 % of its stake, rounded down.
      const spins = await seeded.db
        .selectFrom('bet_records as b')
        .innerJoin('games as g', 'g.id', 'b.game_id')
        .select('b.stake')
        .where('g.category', 'in', ['RNG', 'FISH'])
        .execute();
      expect(spins.length).toBeGreaterThanOrEqual(3);
      const shares = spins.reduce(
        (sum, { stake }) =>
          sum + Math.floor((Number(stake) * DEMO_JACKPOT.contributionBp) / 10_000),
        0,
      );
      expect(await poolMinor(seeded.app)).toBe(DEMO_JACKPOT.seedMinor + shares);
    } finally {
      await seeded.close();
    }
  });
});

describe('contributions', () => {
  it('come from real-money slot stakes only: not play money, not dice or tables', async () => {
    const start = await poolMinor(t.app);
    const real = await memberWithSession(t.db);
    const ticket = await slotTicket(real);
    for (let i = 0; i < 3; i++) await roundOk(t.app, ticket, { stake: '10.00', choice: SLOT });
    expect(await poolMinor(t.app)).toBe(start + 3 * 10); // 1 % of 10.00, three times

    const trial = await memberWithSession(t.db, 'demo', undefined, MEMBER_TYPES.freeTrial);
    const trialTicket = await slotTicket(trial);
    for (let i = 0; i < 3; i++) await roundOk(t.app, trialTicket, { stake: '10.00', choice: SLOT });
    const dice = await launch(t.app, real, await firstGame(t.db, { vendor: 'IN', code: 'DICE' }));
    await roundOk(t.app, dice.ticket, { stake: '10.00', choice: { kind: 'dice', target: 50 } });
    expect(await poolMinor(t.app)).toBe(start + 30);
    await expectSoundLedger();
  });

  it("ride in the bet's own ledger transaction, into the member's shard of the pool", async () => {
    const m = await memberWithSession(t.db);
    const { round } = await roundOk(t.app, await slotTicket(m), { stake: '7.77', choice: SLOT });
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.owner', 'a.kind', 'a.shard', 'e.amount'])
      .where('x.idempotency_key', '=', `bet:${round.roundId}`)
      .orderBy('e.id')
      .execute();
    expect(entries).toEqual([
      { owner: 'member', kind: 'cash', shard: 0, amount: -777 },
      { owner: 'house', kind: 'cash', shard: m.id % 16, amount: 770 },
      { owner: 'system', kind: 'jackpot', shard: m.id % 16, amount: 7 }, // 1 %, rounded down
    ]);
  });
});

describe('hits', () => {
  beforeEach(async () => {
    await setUpJackpot(ctxOf(t.db), await siteId(), ALWAYS_HITS);
  });

  it('pay the whole pool to the member once, and the house reseeds it', async () => {
    const m = await memberWithSession(t.db);
    const ticket = await slotTicket(m);
    const pool = await poolMinor(t.app);
    const first = await roundOk(t.app, ticket, { stake: '100.00', choice: SLOT });
    const paid = pool + 100; // the round's own 1 % went in first
    expect(minor(first.balance)).toBe(100_000 - 10_000 + minor(first.round.win) + paid);
    expect(await poolMinor(t.app)).toBe(ALWAYS_HITS.seedMinor);

    const second = await roundOk(t.app, ticket, { stake: '100.00', choice: SLOT });
    expect(minor(second.balance)).toBe(
      minor(first.balance) - 10_000 + minor(second.round.win) + ALWAYS_HITS.seedMinor + 100,
    );
    const hits = await hitsOf(t.db);
    expect(hits.map((h) => [h.member_id, h.generation, h.outcome, h.amount])).toEqual([
      [m.id, 0, 'paid', paid],
      [m.id, 1, 'paid', ALWAYS_HITS.seedMinor + 100],
    ]);
    const statement = await getOk(
      t.app,
      walletTransactionPage,
      urlOf(API.wallet.transactions, { type: 'jackpot' }),
      m.headers,
    );
    expect(statement.list.map((e) => e.amount)).toEqual(
      [(ALWAYS_HITS.seedMinor + 100) / 100, paid / 100].map((major) => major.toFixed(2)),
    );
    await expectSoundLedger();
  });

  it('two hits drawn against the same pool at once pay it once; a hit settles once', async () => {
    const merchantId = await siteId();
    const [a, b] = [await memberWithSession(t.db), await memberWithSession(t.db)];
    const ctx = ctxOf(t.db);
    const round = await jackpotForRound(ctx, {
      merchantId,
      stakeMinor: 10_000,
      wallet: 'cash',
      kind: 'slot',
    });
    if (!round) throw new Error('the site has a jackpot');
    const pool = await poolMinor(t.app);
    const hitA = await recordHit(ctx, round, { merchantId, memberId: a.id, roundId: 'ra' });
    const hitB = await recordHit(ctx, round, { merchantId, memberId: b.id, roundId: 'rb' });
    if (hitA === null || hitB === null) throw new Error('hits not recorded');

    const payouts = await Promise.all([payHit(ctx, hitA), payHit(ctx, hitB), payHit(ctx, hitA)]);
    expect(payouts.filter((p) => p !== null).map((p) => p?.paidMinor)).toEqual([pool]);
    expect((await hitsOf(t.db)).map((h) => h.outcome).sort()).toEqual(['paid', 'void']);
    expect(await jackpotTransactions()).toHaveLength(1);
    expect(await poolMinor(t.app)).toBe(ALWAYS_HITS.seedMinor);
    expect(await payHit(ctx, hitB)).toBeNull();
    await expectSoundLedger();
  });

  it('concurrent rounds that all hit pay each generation of the pool once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => memberWithSession(t.db)));
    const tickets = await Promise.all(players.map(slotTicket));
    const start = await poolMinor(t.app);
    await Promise.all(
      tickets.map((ticket) => roundOk(t.app, ticket, { stake: '100.00', choice: SLOT })),
    );
    const hits = await hitsOf(t.db);
    expect(hits).toHaveLength(8);
    const paid = hits.filter((h) => h.outcome === 'paid');
    expect(paid.map((h) => h.generation).sort()).toEqual(paid.map((_, i) => i));
    for (const h of hits) expect(h.settled_at).not.toBeNull();
    expect(await jackpotTransactions()).toHaveLength(paid.length);
    // Everything that went in (the pool, 8 contributions, a seed per payout) came out once.
    const paidOut = paid.reduce((sum, h) => sum + (h.amount ?? 0), 0);
    const pool = await poolMinor(t.app);
    expect(paidOut + pool).toBe(start + 8 * 100 + paid.length * ALWAYS_HITS.seedMinor);
    await expectSoundLedger();
  });

  it('a hit whose payout did not follow its round is paid by the jackpot-payouts job', async () => {
    const merchantId = await siteId();
    const m = await memberWithSession(t.db);
    const ctx = ctxOf(t.db);
    const round = await jackpotForRound(ctx, {
      merchantId,
      stakeMinor: 10_000,
      wallet: 'cash',
      kind: 'slot',
    });
    if (!round) throw new Error('the site has a jackpot');
    const pool = await poolMinor(t.app);
    await recordHit(ctx, round, { merchantId, memberId: m.id, roundId: 'stopped' });
    await runnerOf(t, testClock(), 'p0', undefined, [jackpotPayoutsJob]).runDue();
    expect((await hitsOf(t.db)).map((h) => [h.outcome, h.amount])).toEqual([['paid', pool]]);
    await expectSoundLedger();
  });
});

describe('terms', () => {
  it.each([
    ['a share above the limit', { ...DEMO_JACKPOT, contributionBp: 2_001 }],
    ['no hit odds', { ...DEMO_JACKPOT, hitOdds: 0 }],
    ['a negative seed', { ...DEMO_JACKPOT, seedMinor: -1 }],
    ['a fraction', { ...DEMO_JACKPOT, contributionBp: 1.5 }],
    ['a seed that would return more than 20 % of stakes', { ...ALWAYS_HITS, seedMinor: 2_000 }],
  ])('refuses %s and changes nothing', async (_name, terms) => {
    const before = await t.db.selectFrom('jackpot_pools').selectAll().execute();
    await expect(setUpJackpot(ctxOf(t.db), await siteId(), terms)).rejects.toMatchObject({
      code: 'jackpot.terms.invalid',
    });
    expect(await t.db.selectFrom('jackpot_pools').selectAll().execute()).toEqual(before);
  });
});
