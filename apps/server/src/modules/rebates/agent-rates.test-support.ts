import {
  API,
  agentRatesAnswer,
  commissionAnswer,
  MEMBER_TYPES,
  type RateCategory,
} from '@lotto/contract';
import { expect } from 'vitest';
import { getOk, urlOf } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import { joinTeam, type TeamMember } from '../team/team.test-support.js';

/** Test helpers of agents' rates: a team's agents, rate calls and commission reads. */

export const agentUnder = (t: TestApp, uplineId: number | null) =>
  joinTeam(t, uplineId, { type: MEMBER_TYPES.agent1 });

export const ratesOf = (t: TestApp, m: TeamMember, member?: number) =>
  getOk(t.app, agentRatesAnswer, urlOf(API.agent.rates, { member }), m.headers);

/** The rates' wire form of a group and some categories. */
export const rates = (prizeGroup: number, bp: Partial<Record<RateCategory, number>>) => ({
  prizeGroup,
  rebates: Object.entries(bp).map(([category, v]) => ({ category, bp: v })),
});

export const post = (t: TestApp, m: TeamMember | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m?.headers ?? {}, payload });

export const setDownline = async (
  t: TestApp,
  agent: TeamMember,
  memberId: number,
  body: ReturnType<typeof rates> & { confirmRaise?: boolean },
) => {
  const res = await post(t, agent, API.agent.updateDownlineRebates, { memberId, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return agentRatesAnswer.parse(res.json().value);
};

/** A member's own rate of a category and its prize group, as the rates call shows them. */
export const groupAndRng = (answer: {
  own: { prizeGroup: number; rebates: { category: string; bp: number }[] };
}) => [answer.own.prizeGroup, answer.own.rebates.find((r) => r.category === 'RNG')?.bp];

export const commissionOf = (t: TestApp, m: TeamMember, startDate: string, endDate: string) =>
  getOk(t.app, commissionAnswer, urlOf(API.agent.commission, { startDate, endDate }), m.headers);

export const commissionTransactions = (t: TestApp) =>
  t.db
    .selectFrom('ledger_transactions')
    .select(['idempotency_key', 'reference'])
    .where('type', '=', 'commission')
    .orderBy('idempotency_key')
    .execute();
