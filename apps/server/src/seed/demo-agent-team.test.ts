import { API, teamKpiAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOk, urlOf } from '../../test/http.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { siteDay } from '../modules/system/index.js';
import { DEMO_AGENT_TEAM } from './demo-agent-team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedAgentTeam: true });
}, 120_000);
afterAll(() => t.close());

describe("agent01's demo team", () => {
  it('stands three levels deep under agent01, every member placed by the services', async () => {
    const agent01 = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'agent01')
      .executeTakeFirstOrThrow();
    const team = await t.db
      .selectFrom('team_paths')
      .innerJoin('members', 'members.id', 'team_paths.descendant_id')
      .select(['members.username', 'team_paths.depth'])
      .where('team_paths.ancestor_id', '=', agent01.id)
      .where('team_paths.depth', '>', 0)
      .execute();
    const depthOf = Object.fromEntries(team.map((r) => [r.username, Number(r.depth)]));
    expect(depthOf).toMatchObject({
      agent02: 1,
      player11: 1,
      agent03: 2,
      player21: 2,
      player31: 3,
    });
    expect(Object.keys(depthOf).length).toBe(DEMO_AGENT_TEAM.length + 1); // and demo02
  });

  it("fills the agent home's counters for today", async () => {
    const { token } = await sessionFor(t.app, 'agent01');
    const today = siteDay('Asia/Yangon', Date.now());
    const kpi = await getOk(
      t.app,
      teamKpiAnswer,
      urlOf(API.agent.kpi, { startDate: today, endDate: today, size: 0 }),
      { authorization: token, language: 'EN' },
    );
    expect(kpi.teamBetMemberCount).toBeGreaterThanOrEqual(4);
    expect(kpi.teamLoginMemberCount).toBeGreaterThanOrEqual(4);
    expect(kpi.teamRegisterMemberCount).toBeGreaterThanOrEqual(1);
    expect(kpi.teamOnlineCount).toBeGreaterThanOrEqual(1);
  });
});
