import { API, withdrawalAccount, withdrawalDetail, withdrawalPage } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { failureOf, getOk } from '../../../test/http.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { memberWithSession } from '../../../test/members.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { findMember } from '../member/index.js';
import { setWelcomeMultiplier } from '../turnover/index.js';
import {
  accountUrl,
  addCard,
  bankId,
  cancelUrl,
  detailUrl,
  fund,
  KBZ_NUMBER,
  noWelcomeTurnover,
  overview,
  PAYMENT_PASSWORD,
  player,
  requestOf,
  send,
  withdraw,
} from './withdrawals.test-support.js';

/** Withdrawals through the real app: cards, requests held at once, cancel, refusals. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await noWelcomeTurnover(t);
});
afterEach(() => t.close());

const sound = async () => {
  const audit = await auditLedger(t.db);
  expect(audit).toMatchObject({
    driftedAccounts: [],
    negativeMemberAccounts: [],
    unbalancedTransactions: [],
    heldNotPending: [],
    sumOfBalances: 0,
  });
};

const withdrawalCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('withdrawal endpoints guard', () => {
  it('answer 401 without a session on every endpoint', async () => {
    const calls = [
      { method: 'GET' as const, url: API.withdraw.overview },
      { method: 'POST' as const, url: API.withdraw.accounts, payload: {} },
      { method: 'DELETE' as const, url: accountUrl(1) },
      { method: 'POST' as const, url: API.withdraw.request, payload: {} },
      { method: 'GET' as const, url: API.withdraw.report },
      { method: 'GET' as const, url: detailUrl(1) },
      { method: 'POST' as const, url: cancelUrl(1) },
    ];
    for (const call of calls) {
      expect((await failureOf(t.app, { ...call, headers: { merchant: 'demo' } })).status).toBe(401);
    }
  });

  it('refuse a free-trial account and a site with WITHREC3 off', async () => {
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    const refused = await failureOf(t.app, {
      method: 'GET',
      url: API.withdraw.overview,
      headers: trial.headers,
    });
    expect(refused.code).toBe('trial.not.allowed');
    const p = await player(t);
    await changeSite(t.app, { whitelabel: { WITHREC3: false } });
    const off = await failureOf(t.app, {
      method: 'GET',
      url: API.withdraw.overview,
      headers: p.headers,
    });
    expect(off.code).toBe('function.not.available');
  });

  it('refuse bad input and change nothing', async () => {
    const p = await player(t);
    const card = await addCard(t, p);
    const bad = [
      { accountId: card.id, amount: '12.5', paymentPassword: PAYMENT_PASSWORD },
      { accountId: card.id, amount: 'lots', paymentPassword: PAYMENT_PASSWORD },
      { accountId: 'x', amount: '200.00', paymentPassword: PAYMENT_PASSWORD },
      { accountId: card.id, amount: '200.00' },
      { accountId: card.id, amount: '0.00', paymentPassword: PAYMENT_PASSWORD },
    ];
    for (const body of bad) {
      const res = await requestOf(t, p, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    const cards = [
      { bankId: await bankId(t), accountNumber: '123', payeeName: 'Test Payee' },
      { bankId: await bankId(t), accountNumber: 'abcdefghijklmnopq', payeeName: 'Test Payee' },
      { bankId: 999_999, accountNumber: KBZ_NUMBER, payeeName: 'Test Payee' },
      { bankId: await bankId(t), accountNumber: KBZ_NUMBER, payeeName: '' },
    ];
    const codes = [];
    for (const body of cards) {
      codes.push((await send(t, 'POST', API.withdraw.accounts, p.headers, body)).json().errorCode);
    }
    expect(codes).toEqual([
      'withdraw.card.number.invalid',
      'withdraw.card.number.invalid',
      'withdraw.bank.not.exist',
      'request_param_err',
    ]);
    expect(await withdrawalCount()).toBe(0);
    await sound();
  });
});

describe('bank cards', () => {
  it('adds a masked card, sets the payee name from the first, refuses another name and a duplicate', async () => {
    const p = await player(t);
    const card = withdrawalAccount.parse(await addCard(t, p, 'Aung Aung'));
    expect(card.maskedNumber).toBe('**** 4567');
    expect(JSON.stringify(await overview(t, p))).not.toContain(KBZ_NUMBER);
    const ctx = await siteCtxOf(t.db);
    expect((await findMember(ctx, p.id))?.payee_name).toBe('Aung Aung');
    const other = await send(t, 'POST', API.withdraw.accounts, p.headers, {
      bankId: await bankId(t, 'CB'),
      accountNumber: '1234567890123456',
      payeeName: 'Somebody Else',
    });
    expect(other.json().errorCode).toBe('withdraw.card.payee.mismatch');
    const again = await send(t, 'POST', API.withdraw.accounts, p.headers, {
      bankId: await bankId(t),
      accountNumber: KBZ_NUMBER,
      payeeName: 'aung  aung',
    });
    expect(again.json().errorCode).toBe('withdraw.card.exists');
  });

  it('keeps at most the allowed number, removes one, and never touches another member’s', async () => {
    const p = await player(t);
    const q = await player(t);
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(t, 'POST', API.withdraw.accounts, p.headers, {
        bankId: await bankId(t, 'KBZPAY'),
        accountNumber: `0912345678${i}`,
        payeeName: 'Test Payee',
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().value.id as number);
    }
    const sixth = await send(t, 'POST', API.withdraw.accounts, p.headers, {
      bankId: await bankId(t, 'KBZPAY'),
      accountNumber: '09123456799',
      payeeName: 'Test Payee',
    });
    expect(sixth.json().errorCode).toBe('withdraw.card.limit');
    const first = ids[0] ?? 0;
    const foreign = await send(t, 'DELETE', accountUrl(first), q.headers);
    expect(foreign.json().errorCode).toBe('withdraw.card.not.exist');
    const theirs = await requestOf(t, q, {
      accountId: first,
      amount: '200.00',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(theirs.json().errorCode).toBe('withdraw.card.not.exist');
    expect((await send(t, 'DELETE', accountUrl(first), p.headers)).statusCode).toBe(200);
    expect((await overview(t, p)).accounts).toHaveLength(4);
  });
});

describe('a withdrawal', () => {
  it('is held at once, listed with its timeline and inbox message, and cancelled back to cash', async () => {
    const p = await player(t);
    const card = await addCard(t, p);
    const w = await withdraw(t, p, card.id, '300.00');
    expect(w).toMatchObject({ status: 'pending', amount: '300.00', maskedNumber: '**** 4567' });
    expect(w.timeline.map((s) => s.step)).toEqual(['requested']);
    expect(await overview(t, p)).toMatchObject({ withdrawable: '700.00', held: '300.00' });
    await sound();
    const page = await getOk(t.app, withdrawalPage, API.withdraw.report, p.headers);
    expect(page.list.map((r) => r.id)).toEqual([w.id]);
    const q = await player(t);
    const foreign = await failureOf(t.app, {
      method: 'GET',
      url: detailUrl(w.id),
      headers: q.headers,
    });
    expect(foreign.code).toBe('withdraw.not.exist');
    const foreignCancel = await send(t, 'POST', cancelUrl(w.id), q.headers);
    expect(foreignCancel.json().errorCode).toBe('withdraw.not.exist');
    const cancelled = await send(t, 'POST', cancelUrl(w.id), p.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = withdrawalDetail.parse(cancelled.json().value);
    expect(after.status).toBe('cancelled');
    expect(after.timeline.map((s) => s.step)).toEqual(['requested', 'cancelled']);
    expect(await overview(t, p)).toMatchObject({ withdrawable: '1000.00', held: '0.00' });
    const twice = await send(t, 'POST', cancelUrl(w.id), p.headers);
    expect(twice.json().errorCode).toBe('withdraw.not.pending');
    const messages = await t.db
      .selectFrom('inbox_messages')
      .select('kind')
      .where('member_id', '=', p.id)
      .where('kind', '=', 'withdrawal')
      .execute();
    expect(messages).toHaveLength(2);
    await sound();
  });

  it('refuses more than the balance, below the minimum and above the maximum', async () => {
    const p = await player(t);
    const card = await addCard(t, p);
    const codeOf = async (amount: string) =>
      (
        await requestOf(t, p, { accountId: card.id, amount, paymentPassword: PAYMENT_PASSWORD })
      ).json().errorCode;
    expect(await codeOf('1000.01')).toBe('wallet.insufficient');
    expect(await codeOf('99.99')).toBe('withdraw.amount.min');
    expect(await codeOf('50000.01')).toBe('withdraw.amount.max');
    expect(await withdrawalCount()).toBe(0);
    await sound();
  });

  it('needs the payment password, and locks after 5 wrong ones', async () => {
    const p = await player(t);
    const card = await addCard(t, p);
    const wrong = { accountId: card.id, amount: '200.00', paymentPassword: '000000' };
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await requestOf(t, p, wrong)).json().errorCode);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('payment.password.wrong'));
    expect(codes[4]).toBe('payment.password.locked');
    const right = { ...wrong, paymentPassword: PAYMENT_PASSWORD };
    expect((await requestOf(t, p, right)).json().errorCode).toBe('payment.password.locked');
    expect(await withdrawalCount()).toBe(0);
    const unset = await memberWithSession(t.db);
    const unsetCard = await addCard(t, unset);
    const noPassword = await requestOf(t, unset, { ...right, accountId: unsetCard.id });
    expect(noPassword.json().errorCode).toBe('payment.password.not.set');
    expect((await overview(t, unset)).paymentPasswordSet).toBe(false);
    await sound();
  });

  it('respects the VIP level’s withdrawals a day and amount a day', async () => {
    const p = await player(t);
    await fund(t, p.id, 3_000_000); // K 30,000 more
    const card = await addCard(t, p);
    const view = await overview(t, p);
    // The demo site's VIP1 (the lowest level): 3 withdrawals and K 20,000 a day.
    expect(view.limits).toMatchObject({ countPerDay: 3, countLeft: 3, amountPerDay: '20000.00' });
    await withdraw(t, p, card.id, '4000.00');
    await withdraw(t, p, card.id, '4000.00');
    const tooMuch = await requestOf(t, p, {
      accountId: card.id,
      amount: '12000.01',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(tooMuch.json().errorCode).toBe('withdraw.vip.amount');
    await withdraw(t, p, card.id, '100.00');
    const fourth = await requestOf(t, p, {
      accountId: card.id,
      amount: '100.00',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(fourth.json().errorCode).toBe('withdraw.vip.count');
    expect((await overview(t, p)).limits).toMatchObject({ countLeft: 0, amountLeft: '11900.00' });
    await sound();
  });

  it('waits for the welcome credit’s turnover and says what is left', async () => {
    const ctx = await siteCtxOf(t.db);
    await setWelcomeMultiplier(ctx, ctx.site.id, 2);
    const p = await player(t);
    const card = await addCard(t, p);
    const view = await overview(t, p);
    expect(view.turnover).toMatchObject({ required: '2000.00', played: '0.00', left: '2000.00' });
    const refused = await requestOf(t, p, {
      accountId: card.id,
      amount: '200.00',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'withdraw.turnover.outstanding',
      value: { left: '2000.00' },
    });
    expect(await withdrawalCount()).toBe(0);
    await sound();
  });
});
