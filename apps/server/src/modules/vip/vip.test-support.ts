import { API, claimAnswer, clubBenefitAnswer, pathWith, rewardsAnswer } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { getOk } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import { firstGame, launch, type Member, roundOk } from '../play/play.test-support.js';
import { creditDeposit } from '../wallet/index.js';
import { setVipLevel } from './index.js';

/** Test helpers of VIP levels: small thresholds, play that reaches them, the member's calls. */

const K = 100;
/** VIP1 and VIP2 by stake alone, VIP3 needs a deposit too (the demo's VIP4 and 5 stay). */
export const setTestLevels = async (t: TestApp) => {
  const ctx = await siteCtxOf(t.db);
  const level = (n: number, stake: number, deposit: number, bonus: number) =>
    setVipLevel(ctx, ctx.site.id, {
      level: n,
      stake_minor: stake * K,
      deposit_minor: deposit * K,
      rebate_bp: 10 * n,
      withdraw_count: n + 2,
      withdraw_limit_minor: 10_000 * n * K,
      bonus_minor: bonus * K,
      turnover_multiplier: 2,
    });
  await level(1, 2, 0, 10);
  await level(2, 5, 0, 20);
  await level(3, 10, 100, 30);
};

/** Spins a slot (100 % contribution) `spins` times at 1.00. */
export const spin = async (t: TestApp, m: Member, spins: number) => {
  const { ticket } = await launch(t.app, m, await firstGame(t.db, { category: 'RNG' }));
  for (let i = 0; i < spins; i++) {
    await roundOk(t.app, ticket, { stake: '1.00', choice: { kind: 'slot' } });
  }
};

/** A deposit as the next release's deposits will post it: a `deposit` ledger transaction. */
export const deposit = async (t: TestApp, m: Member, amountMinor: number, now: () => number) => {
  const ctx = await siteCtxOf(t.db, 'demo', now);
  await creditDeposit(ctx, {
    merchantId: m.siteId,
    memberId: m.id,
    amountMinor,
    key: `test-deposit:${m.id}:${amountMinor}`,
    reference: null,
  });
};

export const benefitsOf = (app: FastifyInstance, m: Member) =>
  getOk(app, clubBenefitAnswer, API.vip.clubBenefit, { language: 'EN', ...m.headers });

export const rewardsOf = (app: FastifyInstance, m: Member) =>
  getOk(app, rewardsAnswer, API.promotions.rewards, { language: 'EN', ...m.headers });

export const postClaim = (app: FastifyInstance, m: Member, id: number | string) =>
  app.inject({
    method: 'POST',
    url: pathWith(API.vip.claimUpgradeBonus, { id }),
    headers: m.headers,
  });

export const claimOk = async (app: FastifyInstance, m: Member, id: number) => {
  const res = await postClaim(app, m, id);
  expect(res.statusCode, res.body).toBe(200);
  return claimAnswer.parse(res.json().value);
};
