import { API, redRainCurrentAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, loginAs } from '../../test/accounts.js';
import { ctxOf } from '../../test/context.js';
import { getOk } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoRedRain } from './demo-red-rain.js';
import { seedOptionsOf } from './seed-steps.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seed = () =>
  seedDemoRedRain(
    { ...ctxOf(t.db, t.app.config.now), options: seedOptionsOf({ now: t.app.config.now }) },
    'demo',
  );

describe('the demo-red-rain seed step', () => {
  it('leaves a round open to every member on start, once', async () => {
    await seed();
    await seed();
    const { token } = await loginAs(t.app, 'demo01', 'Demo1234');
    const { round } = await getOk(
      t.app,
      redRainCurrentAnswer,
      API.agent.redRainCurrent,
      authHeaders(token),
    );
    expect(round).toMatchObject({ state: 'open', eligible: true, envelopesLeft: 200, claim: null });
    expect((round?.endsAt ?? 0) - t.app.config.now()).toBeGreaterThan(23 * 60 * 60_000);
    const open = await t.db
      .selectFrom('red_rain_rounds')
      .select('id')
      .where('agent_id', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it("leaves yesterday's round of agent01's team, which demo02 does not open", async () => {
    const rounds = await t.db
      .selectFrom('red_rain_rounds')
      .select('id')
      .where('agent_id', 'is not', null)
      .execute();
    expect(rounds).toHaveLength(1);
    const claimers = await t.db
      .selectFrom('red_rain_claims as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select('m.username')
      .where('c.round_id', '=', rounds[0]?.id ?? 0)
      .execute();
    // Test apps skip the demo team (agent01 has demo02 only), and demo02 is left out: its
    // withdraw screen shows the promotion's turnover alone.
    expect(claimers).toEqual([]);
  });
});
