import { API, adminPromotionEndpoints as ep, okEnvelope, promotionsAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/accounts.js';
import { getOk } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { asOperator, signIn } from '../modules/backoffice/backoffice.test-support.js';
import { seedDemoPromotionStates } from './demo-promotion-states.js';
import { seedOptionsOf } from './seed-steps.js';

let t: TestApp;
const clock = testClock(Date.UTC(2026, 10, 29, 12));
beforeAll(async () => {
  t = await createTestApp({ config: { now: clock.now } });
  const options = seedOptionsOf({ now: clock.now });
  const ctx = { db: t.db, now: clock.now, log: options.log, options };
  await seedDemoPromotionStates(ctx, 'demo');
  // A second run finds them and adds nothing.
  await seedDemoPromotionStates(ctx, 'demo');
});
afterAll(() => t.close());

describe('the demo-promotion-states seed step', () => {
  it('leaves one promotion paused and one ended beside the running and scheduled ones', async () => {
    const content = await signIn(t.app, clock, 'demo_content');
    const res = await asOperator(t.app, content, 'GET', `${ep.promotions.path}?pageSize=50`);
    const { list } = okEnvelope(ep.promotions.answer).parse(res.json()).value;
    const statuses = new Set(list.map((p) => p.status));
    expect(statuses).toEqual(new Set(['scheduled', 'running', 'paused', 'ended']));
    const stopped = list.filter((p) => p.status === 'paused' || p.status === 'ended');
    expect(stopped.map((p) => [p.texts.EN?.title, p.status])).toEqual([
      ['Fishing Frenzy: K 800 a Day', 'paused'],
      ['Autumn Check-in: K 300 a Day', 'ended'],
    ]);
    const offered = await getOk(t.app, promotionsAnswer, API.promotions.list, { language: 'EN' });
    const ids = offered.promotions.map((p) => p.id);
    for (const p of stopped) expect(ids).not.toContain(p.id);
  });
});
