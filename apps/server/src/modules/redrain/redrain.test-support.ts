import { API } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { siteCtxOf } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { creditDeposit, getBalances } from '../wallet/index.js';
import { createRound, type NewRoundInput } from './admin.service.js';

/** Test helpers of red envelope rain: rounds made by the back office's service, claims over HTTP. */

export const MINUTE_MS = 60_000;

/** A round of the demo site, open from the app's now for an hour unless told otherwise. */
export const addRound = async (t: TestApp, input: Partial<NewRoundInput> = {}) => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  return createRound(ctx, {
    startsAt: t.app.config.now(),
    durationMinutes: 60,
    budget: '100.00',
    envelopes: 10,
    minDeposit: '0',
    minValidStake: '0',
    turnoverMultiplier: 3,
    ...input,
  });
};

export const postClaim = (
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: object,
  remoteAddress = '198.18.2.1',
) => app.inject({ method: 'POST', url: API.agent.redRainClaim, headers, payload, remoteAddress });

/** Every red_envelope ledger transaction of the app's database. */
export const envelopeTransactions = (t: TestApp) =>
  t.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'red_envelope').execute();

let deposits = 0;
/** A deposit credited to the member at the app's now, as the deposit module credits one. */
export const depositNow = async (t: TestApp, memberId: number, amountMinor: number) => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  await creditDeposit(ctx, {
    merchantId: ctx.site.id,
    memberId,
    amountMinor,
    key: `test-deposit:${memberId}:${++deposits}`,
    reference: null,
  });
};

/** The member's cash balance, minor units. */
export const cashOf = async (t: TestApp, memberId: number) => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  return (await getBalances(ctx, memberId)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;
};
