import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoBanners } from './demo-banners.js';
import { DEMO_MERCHANT } from './demo-site.js';
import { seedOptionsOf } from './seed-steps.js';

let t: TestApp;
afterEach(() => t.close());

const bannerRows = () =>
  t.db.selectFrom('banners').select(['id', 'group_name', 'action']).orderBy('sort').execute();

describe('seedDemoBanners', () => {
  it("adds home's banners once, launching Golden Dragon and opening the check-in", async () => {
    t = await createTestApp();
    const first = await bannerRows();
    expect(first.map((b) => b.group_name)).toEqual(Array(6).fill('m_home'));
    const checkIn = await t.db
      .selectFrom('promotion_translations')
      .select('promotion_id')
      .where('title', '=', 'Daily Check-in Bonus K 500')
      .executeTakeFirstOrThrow();
    expect(first.map((b) => JSON.parse(b.action ?? 'null'))).toContainEqual({
      kind: 'PROMOTION',
      promotionId: checkIn.promotion_id,
    });
    const dragon = await t.db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
      .select('g.id')
      .where('v.code', '=', 'PG')
      .where('g.code', '=', 'RNG001')
      .executeTakeFirstOrThrow();
    expect(first.map((b) => JSON.parse(b.action ?? 'null'))).toContainEqual({
      kind: 'GAME',
      nodeId: String(dragon.id),
    });

    const options = seedOptionsOf({ history: false });
    await seedDemoBanners(
      { db: t.db, now: options.now, log: options.log, options },
      DEMO_MERCHANT.code,
    );
    expect(await bannerRows()).toEqual(first);
  });
});
