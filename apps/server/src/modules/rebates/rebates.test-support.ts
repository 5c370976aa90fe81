import { API, rebateAccruedAnswer, rebateClaimAnswer, rebateReportAnswer } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { getOk, urlOf } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import { firstGame, launch, type Member, roundOk } from '../play/play.test-support.js';
import { signUp } from '../signup/index.js';

/** Test helpers of rebates: play that accrues, the member's calls, members with an upline. */

/** Spins a slot (100 % contribution, 0.40 % base rebate) `spins` times at `stake`. */
export const spinAt = async (t: TestApp, m: Member, spins: number, stake = '10.00') => {
  const { ticket } = await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }));
  for (let i = 0; i < spins; i++) await roundOk(t.app, ticket, { stake, choice: { kind: 'slot' } });
};

export const accruedOf = (app: FastifyInstance, m: Member) =>
  getOk(app, rebateAccruedAnswer, API.rebates.accrued, m.headers);

export const postClaim = (app: FastifyInstance, m: Member) =>
  app.inject({ method: 'POST', url: API.rebates.claim, headers: m.headers });

export const claimOk = async (app: FastifyInstance, m: Member) => {
  const res = await postClaim(app, m);
  expect(res.statusCode, res.body).toBe(200);
  return rebateClaimAnswer.parse(res.json().value);
};

export const reportOf = (app: FastifyInstance, m: Member, query: Record<string, string> = {}) =>
  getOk(app, rebateReportAnswer, urlOf(API.rebates.report, query), m.headers);

export const rebateTransactions = (t: TestApp) =>
  t.db
    .selectFrom('ledger_transactions')
    .select(['idempotency_key', 'reference'])
    .where('type', '=', 'rebate')
    .execute();

let n = 0;
/** A member with a session whose upline is `uplineId`, of member type `type`. */
export const downlineWithSession = async (
  t: TestApp,
  uplineId: number | null,
  type = 0,
  paymentPassword: string | null = '135790',
): Promise<Member> => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  const { member, session } = await signUp(ctx, {
    member: { password: null, type, uplineId, paymentPassword },
    username: `down${++n}x${Date.now() % 1000}`,
    session: { deviceId: `device-down-${n}`, ip: '127.0.0.1' },
  });
  if (!session) throw new Error('no session');
  return {
    id: member.id,
    siteId: ctx.site.id,
    headers: { authorization: session.token, merchant: 'demo' },
  };
};
