import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_MERCHANT, seedDemoSite } from './demo-site.js';

const opened: TestApp[] = [];
const fresh = async () => {
  const t = await createTestApp();
  opened.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

const snapshot = async (db: TestApp['db']) => ({
  merchants: await db.selectFrom('merchants').selectAll().orderBy('id').execute(),
  geo: await db
    .selectFrom('geo_ip_ranges')
    .select(['ip_from', 'ip_to', 'country'])
    .orderBy('ip_from')
    .execute(),
});
type Snapshot = Awaited<ReturnType<typeof snapshot>>;
const withoutIds = (s: Snapshot) => ({
  merchants: s.merchants.map(({ id: _id, ...rest }) => rest),
  geo: s.geo,
});

// Running the seed again runs the steps a test app leaves out (demo01's history, agent01's team,
// the risk list): the whole demo, which takes a while on a busy 2-core machine.
describe('seedDemoSite', { timeout: 120_000 }, () => {
  it('creates the demo site and the demo geo ranges', async () => {
    const { db } = await fresh();
    const { merchants, geo } = await snapshot(db);
    expect(merchants.map((m) => m.code)).toEqual([DEMO_MERCHANT.code]);
    expect(geo.map((g) => g.country).sort()).toEqual(['MM', 'TH', 'US', 'US']);
  });

  it('changes nothing when it runs again', async () => {
    const { db } = await fresh();
    const before = await snapshot(db);
    await seedDemoSite(db);
    await seedDemoSite(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it('writes the same rows on every database', async () => {
    const [a, b] = await Promise.all([fresh(), fresh()]);
    expect(withoutIds(await snapshot(b.db))).toEqual(withoutIds(await snapshot(a.db)));
    const [row] = (await snapshot(a.db)).merchants;
    expect(row?.created_at).toBe(DEMO_MERCHANT.created_at);
  });

  it('keeps an operator change to the demo site', async () => {
    const { db } = await fresh();
    await db.updateTable('merchants').set({ name: 'Renamed' }).where('code', '=', 'demo').execute();
    await seedDemoSite(db);
    const { merchants } = await snapshot(db);
    expect(merchants.map((m) => m.name)).toEqual(['Renamed']);
  });
});
