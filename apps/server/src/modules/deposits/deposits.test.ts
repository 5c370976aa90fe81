import { API, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { memberWithSession } from '../../../test/members.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { signBody } from '../demo-gateway/index.js';
import { createSession } from '../session/index.js';
import {
  bankForm,
  callbacksLogged,
  cashOf,
  channelIds,
  depositTransactions,
  gatewayOrder,
  getOrder,
  payAtGateway,
  postCallback,
  postGateway,
  putBank,
} from './deposits.test-support.js';
import { approveBankDeposit, rejectBankDeposit } from './index.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const expectCleanLedger = async () => {
  const audit = await auditLedger(t.db);
  expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
};

const bankFields = (channelId: number, amount = '500.00') => ({
  channelId: String(channelId),
  amount,
  depositorName: 'Aung Aung',
  reference: 'KBZ-1',
});

const ordersOf = (memberId: number) =>
  t.db.selectFrom('deposit_orders').selectAll().where('member_id', '=', memberId).execute();

describe('deposit endpoints: who may call', () => {
  it('refuses without a session, a free-trial account, and with the switch off', async () => {
    const none = await t.app.inject({ method: 'GET', url: API.deposits.channels });
    expect(none.statusCode).toBe(401);
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    const refused = await t.app.inject({
      method: 'GET',
      url: API.deposits.channels,
      headers: trial.headers,
    });
    expect(refused.json().errorCode).toBe('trial.not.allowed');
    const { gateway } = await channelIds(t);
    const trialOrder = await postGateway(t.app, trial.headers, {
      channelId: gateway,
      amount: '100.00',
    });
    expect(trialOrder.json().errorCode).toBe('trial.not.allowed');
    expect(await ordersOf(trial.id)).toHaveLength(0);

    const m = await memberWithSession(t.db);
    await changeSite(t.app, { whitelabel: { DEPRECM3: false } });
    const off = await t.app.inject({ method: 'GET', url: API.deposits.orders, headers: m.headers });
    expect(off.json().errorCode).toBe('function.not.available');
  });

  it('lists the channels with limits, hours and the bank accounts', async () => {
    const m = await memberWithSession(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: API.deposits.channels,
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    const { channels, quickAmounts } = res.json().value;
    expect(channels.map((c: { kind: string }) => c.kind)).toEqual(['bank', 'gateway', 'ewallet']);
    expect(channels[0].bankAccounts.length).toBeGreaterThan(0);
    expect(channels[1]).toMatchObject({ open: true, minAmount: '50.00', leftToday: '300000.00' });
    expect(quickAmounts.length).toBeGreaterThan(0);
  });
});

describe('deposit limits and bad input', () => {
  it('refuses bad input, amounts out of range, the daily limit and closed hours; writes nothing', async () => {
    const m = await memberWithSession(t.db);
    const { gateway } = await channelIds(t);
    const code = async (body: object) =>
      (await postGateway(t.app, m.headers, body)).json().errorCode;
    expect(await code({ channelId: gateway, amount: 'ten' })).toBe('request_param_err');
    expect(await code({ channelId: 'x', amount: '10.00' })).toBe('request_param_err');
    expect(await code({ channelId: 99_999, amount: '100.00' })).toBe('deposit.channel.not.found');
    expect(await code({ channelId: gateway, amount: '49.99' })).toBe('deposit.amount.range');
    expect(await code({ channelId: gateway, amount: '100000.01' })).toBe('deposit.amount.range');
    await t.db
      .updateTable('deposit_channels')
      .set({ daily_minor: 15_000 })
      .where('id', '=', gateway)
      .execute();
    expect(await code({ channelId: gateway, amount: '100.00' })).toBeUndefined();
    expect(await code({ channelId: gateway, amount: '60.00' })).toBe('deposit.daily.limit');
    // Closed for the hour around now, site time.
    await t.db
      .updateTable('deposit_channels')
      .set({ daily_minor: 10_000_000 })
      .where('id', '=', gateway)
      .execute();
    const { siteMinuteOf } = await import('./channel-rules.js');
    const minute = siteMinuteOf('Asia/Yangon', clock.now());
    await t.db
      .updateTable('deposit_channels')
      .set({ opens_minute: (minute + 60) % 1440, closes_minute: (minute + 120) % 1440 || 1440 })
      .where('id', '=', gateway)
      .execute();
    expect(await code({ channelId: gateway, amount: '100.00' })).toBe('deposit.channel.closed');
    expect(await ordersOf(m.id)).toHaveLength(1);
  });

  it('refuses a bank transfer without a receipt, or with a receipt that is not an image', async () => {
    const m = await memberWithSession(t.db);
    const { bank } = await channelIds(t);
    const missing = await putBank(t.app, m.headers, bankFields(bank), null);
    expect(missing.json().errorCode).toBe('deposit.receipt.missing');
    const text = await putBank(
      t.app,
      m.headers,
      bankFields(bank),
      Buffer.from('not an image at all'),
    );
    expect(text.json().errorCode).toBe('deposit.receipt.type');
    const noName = await putBank(t.app, m.headers, { ...bankFields(bank), depositorName: ' ' });
    expect(noName.json().errorCode).toBe('request_param_err');
    expect(await ordersOf(m.id)).toHaveLength(0);
  });
});

describe('the first-deposit bonus picker', () => {
  it('offers open first-deposit promotions until the first credit; naming one takes it', async () => {
    const m = await memberWithSession(t.db);
    const { gateway } = await channelIds(t);
    const channels = async () =>
      (await t.app.inject({ method: 'GET', url: API.deposits.channels, headers: m.headers })).json()
        .value as { promotions: { id: number; title: string; joined: boolean }[] };
    const [offer] = (await channels()).promotions;
    expect(offer).toMatchObject({ title: expect.stringContaining('100%'), joined: false });
    const id = offer?.id ?? 0;

    const unknown = await postGateway(t.app, m.headers, {
      channelId: gateway,
      amount: '100.00',
      promotionId: 999_999,
    });
    expect(unknown.json().errorCode).toBe('deposit.promotion.not.available');
    expect(await ordersOf(m.id)).toHaveLength(0);

    const res = await postGateway(t.app, m.headers, {
      channelId: gateway,
      amount: '100.00',
      promotionId: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().value as { order: { id: number }; payUrl: string };
    expect((await channels()).promotions).toMatchObject([{ id, joined: true }]);
    const paymentId = created.payUrl.split('/').pop()?.split('?')[0] ?? '';
    const callback = await payAtGateway(t, paymentId);
    expect((await postCallback(t.app, callback.body, callback.signature)).statusCode).toBe(200);
    const paid = (await getOrder(t.app, m.headers, created.order.id)).json().value;
    // The demo's offer: 100 % of the deposit, played through 10 times.
    expect(paid).toMatchObject({ status: 'paid', bonus: '100.00', turnover: '1000.00' });
    expect((await channels()).promotions).toEqual([]);
    await expectCleanLedger();
  });
});

describe('responsible play', () => {
  it('refuses a deposit past the member’s deposit limit, and any deposit while self-excluded', async () => {
    const m = await memberWithSession(t.db);
    const { gateway } = await channelIds(t);
    const limit = await t.app.inject({
      method: 'PUT',
      url: API.limits.setLimit,
      headers: m.headers,
      payload: { kind: 'deposit', period: 'day', amount: '120.00' },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const over = await postGateway(t.app, m.headers, { channelId: gateway, amount: '150.00' });
    expect(over.json()).toMatchObject({
      errorCode: 'limit.deposit.reached',
      value: { period: 'day', limit: '120.00' },
    });
    expect(
      (await postGateway(t.app, m.headers, { channelId: gateway, amount: '100.00' })).statusCode,
    ).toBe(200);

    const excluded = await t.app.inject({
      method: 'POST',
      url: API.limits.restrict,
      headers: m.headers,
      payload: { kind: 'exclusion', months: 6 },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    // Signing in still works (to withdraw and read records); depositing does not.
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    const { token } = await createSession(ctx, {
      memberId: m.id,
      deviceId: 'again',
      ip: '127.0.0.1',
    });
    const again = { ...m.headers, authorization: token };
    const refused = await postGateway(t.app, again, { channelId: gateway, amount: '60.00' });
    expect(refused.json().errorCode).toBe('member.restricted.exclusion');
    expect(await ordersOf(m.id)).toHaveLength(1);
  });
});

describe('bank transfers', () => {
  it('waits for the operator; another member reads neither it nor its receipt', async () => {
    const m = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const { bank } = await channelIds(t);
    const res = await putBank(t.app, m.headers, bankFields(bank));
    expect(res.statusCode).toBe(200);
    const { order, payUrl } = res.json().value;
    expect(payUrl).toBeNull();
    expect(order).toMatchObject({ status: 'pending', amount: '500.00', hasReceipt: true });
    const receiptUrl = pathWith(API.deposits.receipt, { id: order.id });
    const own = await t.app.inject({ method: 'GET', url: receiptUrl, headers: m.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const theirs = await t.app.inject({ method: 'GET', url: receiptUrl, headers: other.headers });
    expect(theirs.json().errorCode).toBe('deposit.order.not.found');
    expect((await getOrder(t.app, other.headers, order.id)).json().errorCode).toBe(
      'deposit.order.not.found',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `${API.deposits.orders}?status=pending`,
      headers: m.headers,
    });
    expect(list.json().value).toMatchObject({ totalCount: 1, list: [{ id: order.id }] });
    const theirList = await t.app.inject({
      method: 'GET',
      url: API.deposits.orders,
      headers: other.headers,
    });
    expect(theirList.json().value.totalCount).toBe(0);
  });

  it('two approvals at once credit the declared amount once', async () => {
    const m = await memberWithSession(t.db);
    const { bank } = await channelIds(t);
    const { order } = (await putBank(t.app, m.headers, bankFields(bank, '750.00'))).json().value;
    const before = await cashOf(t, m.id);
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    const results = await Promise.allSettled([
      approveBankDeposit(ctx, { orderId: order.id, operatorId: 1 }),
      approveBankDeposit(ctx, { orderId: order.id, operatorId: 2 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await cashOf(t, m.id)).toBe(before + 75_000);
    expect(await depositTransactions(t)).toEqual([
      expect.objectContaining({ idempotency_key: `deposit:${order.id}` }),
    ]);
    const detail = (await getOrder(t.app, m.headers, order.id)).json().value;
    expect(detail.status).toBe('paid');
    // Rejecting it now changes nothing.
    await expect(
      rejectBankDeposit(ctx, { orderId: order.id, operatorId: 1, reason: 'late' }),
    ).rejects.toThrow();
    const messages = await t.db
      .selectFrom('inbox_messages')
      .select('ref')
      .where('member_id', '=', m.id)
      .where('kind', '=', 'deposit')
      .execute();
    expect(messages.map((r) => r.ref).sort()).toEqual([
      `deposit:${order.id}:paid`,
      `deposit:${order.id}:received`,
    ]);
    await expectCleanLedger();
  });

  it('a rejection keeps the reason, credits nothing and tells the member', async () => {
    const m = await memberWithSession(t.db);
    const { bank } = await channelIds(t);
    const { order } = (await putBank(t.app, m.headers, bankFields(bank))).json().value;
    const before = await cashOf(t, m.id);
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await rejectBankDeposit(ctx, { orderId: order.id, operatorId: 1, reason: 'No such transfer' });
    const detail = (await getOrder(t.app, m.headers, order.id)).json().value;
    expect(detail).toMatchObject({ status: 'rejected', reason: 'No such transfer' });
    expect(await cashOf(t, m.id)).toBe(before);
    await expect(approveBankDeposit(ctx, { orderId: order.id, operatorId: 1 })).rejects.toThrow();
    expect(await cashOf(t, m.id)).toBe(before);
    await expectCleanLedger();
  });
});

describe('gateway callbacks', () => {
  it('a good callback credits once, also 50 copies at once, and passes maintenance', async () => {
    const m = await memberWithSession(t.db);
    const { gateway } = await channelIds(t);
    const order = await gatewayOrder(t.app, m.headers, gateway, '250.00');
    const before = await cashOf(t, m.id);
    const { body } = await payAtGateway(t, order.paymentId);
    await changeSite(t.app, { maintenance: true, blockedCountries: ['MM'] });
    const answers = await Promise.all(Array.from({ length: 50 }, () => postCallback(t.app, body)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await changeSite(t.app, { maintenance: false, blockedCountries: [] });
    expect(await cashOf(t, m.id)).toBe(before + 25_000);
    expect(await depositTransactions(t)).toHaveLength(1);
    const verdicts = (await callbacksLogged(t)).map((c) => c.verdict);
    expect(verdicts.filter((v) => v === 'credited')).toHaveLength(1);
    expect(verdicts.filter((v) => v === 'duplicate')).toHaveLength(49);
    expect((await getOrder(t.app, m.headers, order.id)).json().value.status).toBe('paid');
    await expectCleanLedger();
  });

  it('a wrong signature, amount or currency credits nothing and is logged', async () => {
    const m = await memberWithSession(t.db);
    const { ewallet } = await channelIds(t);
    const order = await gatewayOrder(t.app, m.headers, ewallet, '100.00');
    const before = await cashOf(t, m.id);
    const { body } = await payAtGateway(t, order.paymentId);
    const bad = await postCallback(t.app, body, signBody(body, 'not-the-secret'));
    expect(bad.json().errorCode).toBe('deposit.callback.signature');
    expect((await postCallback(t.app, body, null)).statusCode).toBe(401);
    const parsed = JSON.parse(body);
    const more = JSON.stringify({ ...parsed, amount: '1000.00' });
    expect((await postCallback(t.app, more)).json().errorCode).toBe('deposit.callback.mismatch');
    const usd = JSON.stringify({ ...parsed, currency: 'USD' });
    expect((await postCallback(t.app, usd)).json().errorCode).toBe('deposit.callback.mismatch');
    expect(await cashOf(t, m.id)).toBe(before);
    expect((await callbacksLogged(t)).map((c) => c.verdict)).toEqual([
      'bad_signature',
      'bad_signature',
      'amount_mismatch',
      'currency_mismatch',
    ]);
    expect((await callbacksLogged(t))[0]?.raw_body).toBe(body);
    // The right one still credits.
    expect((await postCallback(t.app, body)).statusCode).toBe(200);
    expect(await cashOf(t, m.id)).toBe(before + 10_000);
    await expectCleanLedger();
  });

  it('a cancelled payment fails the order without money', async () => {
    const m = await memberWithSession(t.db);
    const { gateway } = await channelIds(t);
    const order = await gatewayOrder(t.app, m.headers, gateway, '100.00');
    const { body } = await payAtGateway(t, order.paymentId, 'cancelled');
    expect((await postCallback(t.app, body)).statusCode).toBe(200);
    expect((await getOrder(t.app, m.headers, order.id)).json().value.status).toBe('failed');
    expect(await depositTransactions(t)).toHaveLength(0);
  });

  it('refuses a body that is not the signed bytes (raw body, not re-serialised JSON)', async () => {
    const m = await memberWithSession(t.db);
    const { gateway } = await channelIds(t);
    const order = await gatewayOrder(t.app, m.headers, gateway, '100.00');
    const { body, signature } = await payAtGateway(t, order.paymentId);
    const spaced = body.replace('{', '{ ');
    expect((await postCallback(t.app, spaced, signature)).statusCode).toBe(401);
    expect(bankForm).toBeTypeOf('function');
  });
});
