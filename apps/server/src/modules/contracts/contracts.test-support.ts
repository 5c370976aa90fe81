import {
  API,
  type ContractOfferBody,
  contractPendingAnswer,
  contractRunsAnswer,
  contractView,
  downlineContractsAnswer,
  myContractAnswer,
} from '@lotto/contract';
import { expect } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { getOk, urlOf } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import { joinTeam, type TeamMember } from '../team/team.test-support.js';
import { adjustMemberCash, getBalances } from '../wallet/index.js';

/** Test helpers of agents' contracts: a team with siblings and outsiders, calls, cash. */

/** agent (top) -> sub (agent) -> player; agent -> sibling (agent), kind41; outsider -> its own. */
export const contractTeam = async (t: TestApp) => {
  const agent = await joinTeam(t, null, { type: 1 });
  const sub = await joinTeam(t, agent.id, { type: 1 });
  const player = await joinTeam(t, sub.id, { type: 0 });
  const player2 = await joinTeam(t, sub.id, { type: 0 });
  const sibling = await joinTeam(t, agent.id, { type: 1 });
  const kind41 = await joinTeam(t, agent.id, { type: 41 });
  const directPlayer = await joinTeam(t, agent.id, { type: 0 });
  const outsider = await joinTeam(t, null, { type: 1 });
  const outsiderSub = await joinTeam(t, outsider.id, { type: 1 });
  const trial = await joinTeam(t, null, { type: 4 });
  return {
    agent,
    sub,
    player,
    player2,
    sibling,
    kind41,
    directPlayer,
    outsider,
    outsiderSub,
    trial,
  };
};
export type ContractTeam = Awaited<ReturnType<typeof contractTeam>>;

export const DAILY: ContractOfferBody['terms'] = {
  kind: 'daily',
  tiers: [
    { validStake: '10.00', activeMembers: 1, amount: '5.00' },
    { validStake: '50.00', activeMembers: 2, amount: '20.00' },
  ],
};
export const DIVIDEND: ContractOfferBody['terms'] = {
  kind: 'dividend',
  minActiveMembers: 1,
  tiers: [
    { netLoss: '0.00', percent: 10 },
    { netLoss: '1000.00', percent: 20 },
  ],
};
export const HOURLY: ContractOfferBody['terms'] = {
  kind: 'hourly',
  minValidStake: '10.00',
  minActiveMembers: 1,
  percent: 1.5,
};

export const postOffer = (t: TestApp, by: TeamMember, body: object) =>
  t.app.inject({
    method: 'POST',
    url: API.agent.offerContract,
    headers: by.headers,
    payload: body,
  });

export const offerOk = async (t: TestApp, by: TeamMember, body: ContractOfferBody) => {
  const res = await postOffer(t, by, body);
  expect(res.statusCode, res.body).toBe(200);
  return contractView.parse(res.json().value);
};

export const decisionUrl = (id: number) => API.agent.decideContract.replace(':id', String(id));

export const decide = (t: TestApp, m: TeamMember, id: number, decision: string) =>
  t.app.inject({ method: 'POST', url: decisionUrl(id), headers: m.headers, payload: { decision } });

export const decideOk = async (t: TestApp, m: TeamMember, id: number, decision: string) => {
  const res = await decide(t, m, id, decision);
  expect(res.statusCode, res.body).toBe(200);
  return contractView.parse(res.json().value);
};

export const pendingOf = (t: TestApp, m: TeamMember) =>
  getOk(t.app, contractPendingAnswer, API.agent.contractPending, m.headers);

export const mineUrl = (kind: string) => API.agent.myContract.replace(':kind', kind);
export const mineOf = (t: TestApp, m: TeamMember, kind: string) =>
  getOk(t.app, myContractAnswer, mineUrl(kind), m.headers);

export const downlineOf = (t: TestApp, m: TeamMember) =>
  getOk(t.app, downlineContractsAnswer, API.agent.downlineContracts, m.headers);

export const runsOf = (t: TestApp, m: TeamMember, kind: string) =>
  getOk(t.app, contractRunsAnswer, urlOf(API.agent.contractRuns, { kind }), m.headers);

export const cashOf = async (t: TestApp, memberId: number) =>
  Number(
    (await getBalances(await siteCtxOf(t.db, 'demo'), memberId)).find((b) => b.kind === 'cash')
      ?.balanceMinor ?? 0,
  );

let adjustments = 0;
/** Sets the member's cash to exactly `minor` by an operator's adjustment. */
export const setCash = async (t: TestApp, m: TeamMember, minor: number) => {
  const diff = minor - (await cashOf(t, m.id));
  if (diff === 0) return;
  await adjustMemberCash(await siteCtxOf(t.db, 'demo', t.app.config.now), {
    merchantId: m.siteId,
    memberId: m.id,
    amountMinor: diff,
    key: `test-cash:${m.id}:${++adjustments}`,
    reference: 'test',
  });
};

/** The salary and dividend transactions, with their keys. */
export const contractPayments = (t: TestApp) =>
  t.db
    .selectFrom('ledger_transactions')
    .select(['idempotency_key', 'type'])
    .where('type', 'in', ['salary', 'dividend'])
    .execute();

export const runRows = (t: TestApp) =>
  t.db.selectFrom('agent_contract_runs').selectAll().orderBy('period').execute();
