import { API, agentRatesAnswer, commissionAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOk, urlOf } from '../../test/http.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addDays, siteDay } from '../modules/system/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedAgentTeam: true });
}, 180_000);
afterAll(() => t.close());

const headersOf = async (username: string) => ({
  authorization: (await sessionFor(t.app, username)).token,
  language: 'EN',
});

describe("agent01's demo team's rates and commission", () => {
  it('gives each level less than the one above, and agent01 real commission', async () => {
    const agent02 = await headersOf('agent02');
    const own = await getOk(t.app, agentRatesAnswer, API.agent.rates, agent02);
    expect(own.own.prizeGroup).toBe(1950);
    const agent03 = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'agent03')
      .executeTakeFirstOrThrow();
    const url = urlOf(API.agent.rates, { member: agent03.id });
    const below = await getOk(t.app, agentRatesAnswer, url, agent02);
    expect([below.editable, below.own.prizeGroup, below.floor.prizeGroup]).toEqual([
      true,
      1940,
      1930,
    ]);
    const today = siteDay('Asia/Yangon', Date.now());
    const range = { startDate: addDays(today, -30), endDate: addDays(today, -1) };
    const income = await getOk(
      t.app,
      commissionAnswer,
      urlOf(API.agent.commission, range),
      await headersOf('agent01'),
    );
    expect(Number(income.total)).toBeGreaterThan(0);
    expect(income.days.length).toBeGreaterThan(3);
    expect(income.downlines.map((d) => d.username)).toContain('agent02');
    expect(income.categories.map((c) => c.category)).toEqual(
      expect.arrayContaining(['RNG', 'LIVE']),
    );
  });
});
