import { API, contractPendingAnswer, contractRunsAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOk, urlOf } from '../../test/http.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedAgentTeam: true });
}, 180_000);
afterAll(() => t.close());

const headersOf = async (username: string) => ({
  authorization: (await sessionFor(t.app, username)).token,
  language: 'EN',
});

describe("the demo team's contracts", () => {
  it("pays agent02's daily salary for the past week, once a day, from agent01's cash", async () => {
    const runs = await getOk(
      t.app,
      contractRunsAnswer,
      urlOf(API.agent.contractRuns, { kind: 'daily' }),
      await headersOf('agent02'),
    );
    expect(runs.totalCount).toBe(7);
    expect(new Set(runs.list.map((r) => r.period)).size).toBe(7);
    const paid = runs.list.filter((r) => r.paid !== '0.00');
    expect(paid.length).toBeGreaterThan(0);
    const salaries = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'salary')
      .execute();
    expect(salaries).toHaveLength(paid.length);
  });

  it("leaves the operator's dividend offer to agent01 and agent02's hourly offer to agent03 waiting", async () => {
    const pending = (username: string) =>
      headersOf(username).then((h) =>
        getOk(t.app, contractPendingAnswer, API.agent.contractPending, h),
      );
    expect((await pending('agent01')).divtypecompperiodreq).not.toBe('');
    expect((await pending('agent03')).contracthoursalreq).not.toBe('');
    expect(await pending('agent02')).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
  });
});
