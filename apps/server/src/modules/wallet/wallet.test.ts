import {
  API,
  balanceAnswer,
  errorEnvelope,
  HEADERS,
  okEnvelope,
  walletTransactionPage,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { updateMerchant } from '../system/index.js';
import { creditWin, type Db, debitBet } from './index.js';
import { memberWithSession, siteIdOf } from './wallet.test-support.js';

let t: TestApp;
let app: FastifyInstance;
let db: Db;
let site: number;
beforeEach(async () => {
  t = await createTestApp();
  app = t.app;
  db = t.db;
  site = await siteIdOf(db);
});
afterEach(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { [HEADERS.authorization]: token } : {}), ...headers },
  });

const balanceOf = async (token: string) => {
  const res = await get(API.wallet.balance, token);
  expect(res.statusCode).toBe(200);
  return okEnvelope(balanceAnswer).parse(res.json()).value;
};

const statementOf = async (token: string, query = '') => {
  const res = await get(`${API.wallet.transactions}${query}`, token);
  expect(res.statusCode).toBe(200);
  return okEnvelope(walletTransactionPage).parse(res.json()).value;
};

const errorCodeOf = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  code: errorEnvelope.parse(res.json()).errorCode,
});

/** A new member (welcome credit 1,000.00) who played `rounds` rounds of stake 10.00. */
const player = async (rounds: { win: number }[] = [], type = 0) => {
  const member = await memberWithSession(db, 'demo', type);
  const kind = type === 4 ? ('play' as const) : ('cash' as const);
  for (const [i, round] of rounds.entries()) {
    const roundId = `m${member.memberId}-${i}`;
    const ref = { merchantId: site, memberId: member.memberId, roundId, kind };
    await debitBet(ctxOf(db), { ...ref, stakeMinor: 1_000 });
    await creditWin(ctxOf(db), { ...ref, winMinor: round.win });
  }
  return member;
};

describe.each([API.wallet.balance, API.wallet.transactions])('GET %s', (url) => {
  it('answers 401 without a session and with an unknown token', async () => {
    expect(errorCodeOf(await get(url))).toEqual({ status: 401, code: 'user.or.token.invalid' });
    const unknown = 'A'.repeat(43);
    expect(errorCodeOf(await get(url, unknown))).toEqual({
      status: 401,
      code: 'login.not.session',
    });
  });

  it('refuses a session of another site', async () => {
    await addSite(app, 'other');
    const stranger = await memberWithSession(db, 'other');
    expect(errorCodeOf(await get(url, stranger.token))).toEqual({
      status: 401,
      code: 'login.not.session',
    });
  });

  it('answers function.not.available when the site switches the wallet off', async () => {
    const { token } = await player();
    await changeSite(app, { whitelabel: { FUNDTRANS3: false } });
    expect(errorCodeOf(await get(url, token))).toEqual({
      status: 403,
      code: 'function.not.available',
    });
  });
});

describe('GET /wps/wallets/balance', () => {
  it('answers the welcome credit to 2 decimals in the site currency', async () => {
    const { token } = await player();
    expect(await balanceOf(token)).toEqual({
      sumBalance: '1000.00',
      balance: [{ accountTypeId: 1, availBalance: '1000.00' }],
      currency: 'MMK',
      currencySymbol: 'K',
    });
  });

  it('credits every new member once, and nothing when the site gives no welcome credit', async () => {
    const { token } = await memberWithSession(db);
    expect((await balanceOf(token)).sumBalance).toBe('1000.00');
    await updateMerchant(db, 'demo', { welcome_credit: 0 });
    const late = await memberWithSession(db);
    expect(await balanceOf(late.token)).toMatchObject({
      sumBalance: '0.00',
      balance: [{ accountTypeId: 1, availBalance: '0.00' }],
    });
    expect((await statementOf(late.token)).totalCount).toBe(0);
  });

  it('follows bets and wins', async () => {
    const { token } = await player([{ win: 2_550 }, { win: 0 }]);
    // 1000.00 - 10.00 + 25.50 - 10.00
    expect((await balanceOf(token)).balance).toEqual([
      { accountTypeId: 1, availBalance: '1005.50' },
    ]);
  });

  it('shows a free-trial member its play balance', async () => {
    const { token } = await player([{ win: 0 }], 4);
    expect(await balanceOf(token)).toMatchObject({
      sumBalance: '990.00',
      balance: [{ accountTypeId: 2, availBalance: '990.00' }],
    });
  });

  it('never shows another member’s balance', async () => {
    const rich = await player([{ win: 100_000 }]);
    const poor = await player([{ win: 0 }, { win: 0 }]);
    expect((await balanceOf(poor.token)).sumBalance).toBe('980.00');
    expect((await balanceOf(rich.token)).sumBalance).toBe('1990.00');
  });
});

describe('GET /wps/relay/wallet/transactions', () => {
  it('lists the member’s own entries, newest first', async () => {
    const { token } = await player([{ win: 2_550 }]);
    const page = await statementOf(token);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    expect(page.list.map((e) => [e.type, e.amount, e.balanceAfter, e.accountTypeId])).toEqual([
      ['win', '25.50', '1015.50', 1],
      ['bet', '-10.00', '990.00', 1],
      ['welcome_credit', '1000.00', '1000.00', 1],
    ]);
    expect(page.list[0]?.reference).toMatch(/-0$/);
    expect(page.list.map((e) => e.id)).toEqual(
      [...page.list.map((e) => e.id)].sort((a, b) => b - a),
    );
  });

  it('filters by type and pages', async () => {
    const { token } = await player([
      { win: 100 },
      { win: 0 },
      { win: 300 },
      { win: 0 },
      { win: 500 },
    ]);
    const bets = await statementOf(token, '?type=bet&pageSize=2&pageNo=2');
    expect(bets).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 5 });
    expect(bets.list.map((e) => e.type)).toEqual(['bet', 'bet']);
    const wins = await statementOf(token, '?type=win');
    expect(wins.list.map((e) => e.amount)).toEqual(['5.00', '3.00', '1.00']);
    const past = await statementOf(token, '?pageNo=9');
    expect(past).toMatchObject({ list: [], pageNum: 9, totalPages: 1, totalCount: 9 });
  });

  it('never lists another member’s entries', async () => {
    const first = await player([{ win: 700 }]);
    const second = await player([{ win: 0 }]);
    const mine = await statementOf(second.token);
    const theirs = await statementOf(first.token);
    const theirIds = new Set(theirs.list.map((e) => e.transactionId));
    expect(mine.totalCount).toBe(2);
    expect(mine.list.some((e) => theirIds.has(e.transactionId))).toBe(false);
    // The house side of the member's own bet is not the member's either.
    expect(mine.list.every((e) => e.amount !== '10.00')).toBe(true);
  });

  it.each([
    '?pageNo=0',
    '?pageNo=abc',
    '?pageNo=1.5',
    '?pageSize=0',
    '?pageSize=101',
    '?type=steal',
    '?type=',
  ])('refuses %s with request_param_err', async (query) => {
    const { token } = await player();
    const res = await get(`${API.wallet.transactions}${query}`, token);
    expect(errorCodeOf(res)).toEqual({ status: 400, code: 'request_param_err' });
  });

  it('answers function.not.available when the site switches the account record off', async () => {
    const { token } = await player();
    await changeSite(app, { whitelabel: { TRANSREC3: false } });
    const res = await get(API.wallet.transactions, token);
    expect(errorCodeOf(res)).toEqual({ status: 403, code: 'function.not.available' });
  });
});
