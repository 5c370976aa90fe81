import { API, pathWith, withdrawalDetail, withdrawOverview } from '@lotto/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { getOk } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import type { TestApp } from '../../../test/test-app.js';
import { setPaymentPasswordHash } from '../member/index.js';
import { setWelcomeMultiplier } from '../turnover/index.js';

/** Test helpers of withdrawals: members ready to withdraw, and the calls' shapes. */

export { fund } from '../../../test/fund.js';

export const PAYMENT_PASSWORD = '135790';
/** KBZ Bank numbers have 17 digits (the demo seed's list). */
export const KBZ_NUMBER = '12345678901234567';

export type Player = Awaited<ReturnType<typeof memberWithSession>>;

/** No welcome turnover: tests that are not about turnover start with withdrawable cash. */
export const noWelcomeTurnover = async (t: TestApp) => {
  const ctx = await siteCtxOf(t.db);
  await setWelcomeMultiplier(ctx, ctx.site.id, 0);
};

/** A member with a session, a payment password and K 1,000.00 (the welcome credit). */
export const player = async (t: TestApp, type = 0): Promise<Player> => {
  const p = await memberWithSession(t.db, 'demo', undefined, type);
  const ctx = await siteCtxOf(t.db);
  await setPaymentPasswordHash(ctx, p.id, PAYMENT_PASSWORD);
  return p;
};

export const bankId = async (t: TestApp, code = 'KBZ') => {
  const row = await t.db
    .selectFrom('withdrawal_banks')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
};

export const send = (
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

export const addCard = async (t: TestApp, p: Player, payeeName = 'Test Payee') => {
  const res = await send(t, 'POST', API.withdraw.accounts, p.headers, {
    bankId: await bankId(t),
    accountNumber: KBZ_NUMBER,
    payeeName,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; maskedNumber: string };
};

let requests = 0;
/** A withdrawal request; a fresh request id unless the body names one. */
export const requestOf = (t: TestApp, p: Player, body: object) =>
  send(t, 'POST', API.withdraw.request, p.headers, {
    requestId: `test-req-${++requests}`,
    ...body,
  });

/** Requests a withdrawal that must be accepted; answers its detail. */
export const withdraw = async (t: TestApp, p: Player, accountId: number, amount: string) => {
  const res = await requestOf(t, p, { accountId, amount, paymentPassword: PAYMENT_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return withdrawalDetail.parse(res.json().value);
};

export const overview = (t: TestApp, p: Player) =>
  getOk(t.app, withdrawOverview, API.withdraw.overview, p.headers);

export const detailUrl = (id: number) => pathWith(API.withdraw.detail, { id });
export const cancelUrl = (id: number) => pathWith(API.withdraw.cancel, { id });
export const accountUrl = (id: number) => pathWith(API.withdraw.account, { id });
