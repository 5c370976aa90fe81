import { API, recordLedgerAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PAYMENT_PASSWORD, teamWithOutsiders } from '../downlines/downlines.test-support.js';
import type { Member } from '../play/play.test-support.js';

/** The statement narrowed to the agent area's money (/m/transaction/record?types=A). */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ledger = (m: Member, query: Record<string, string> = {}) =>
  getOk(t.app, recordLedgerAnswer, urlOf(API.records.ledger, query), m.headers);

describe('records of the agent area', () => {
  it('lists transfers and leaves the welcome credit out; type narrows within the group', async () => {
    const team = await teamWithOutsiders(t);
    const res = await t.app.inject({
      method: 'POST',
      url: API.agent.transferDownline,
      headers: team.agent.headers,
      payload: {
        memberId: team.direct.id,
        amount: '12.00',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: 'records-a-0001',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const all = await ledger(team.agent);
    expect(all.totalCount).toBe(2);
    const agentOnly = await ledger(team.agent, { types: 'A' });
    expect(agentOnly.list.map((e) => [e.type, e.amount])).toEqual([['transfer', '-12.00']]);
    expect([agentOnly.totalCount, agentOnly.totalOut, agentOnly.totalIn]).toEqual([
      1,
      '-12.00',
      '0.00',
    ]);
    const received = await ledger(team.direct, { types: 'A', type: 'transfer' });
    expect(received.list.map((e) => e.amount)).toEqual(['12.00']);
    const outside = await ledger(team.agent, { types: 'A', type: 'deposit' });
    expect([outside.totalCount, outside.list]).toEqual([0, []]);
    expect(
      await failureOf(t.app, {
        url: urlOf(API.records.ledger, { types: 'B' }),
        headers: team.agent.headers,
      }),
    ).toEqual({ status: 400, code: 'request_param_err' });
  });
});
