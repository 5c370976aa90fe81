import { GAME_CATEGORIES, MIN_BET_OPTIONS } from '@lotto/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { minorOf } from '../modules/games/index.js';
import { demoGames, seedDemoGames } from './demo-games.js';

const opened: TestApp[] = [];
const fresh = async () => {
  const t = await createTestApp();
  opened.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

const TABLES = [
  'vendors',
  'categories',
  'category_translations',
  'game_types',
  'game_type_translations',
  'games',
  'game_translations',
] as const;

const snapshot = async (db: TestApp['db']) => {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    rows[table] = await db.selectFrom(table).selectAll().execute();
  }
  // Same order on both dialects whatever the plan: sort by the rows' own text.
  for (const table of TABLES)
    rows[table]?.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return rows;
};

describe('seedDemoGames', () => {
  it('seeds at least 600 games from at least 15 vendors in every category', async () => {
    const { db } = await fresh();
    const games = await db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
      .select(['g.category', 'g.is_hot', 'g.is_new', 'v.code'])
      .execute();
    expect(games.length).toBeGreaterThanOrEqual(600);
    expect(new Set(games.map((g) => g.code)).size).toBeGreaterThanOrEqual(15);
    const categories = new Set(games.map((g) => g.category));
    for (const category of GAME_CATEGORIES.filter((c) => c !== 'HOT'))
      expect(categories, category).toContain(category);
    const hot = games.filter((g) => g.is_hot === 1);
    expect(new Set(hot.map((g) => g.category)).size).toBe(categories.size);
    expect(games.filter((g) => g.is_new === 1).length).toBeGreaterThan(50);
    const codes = (await db.selectFrom('vendors').select('code').execute()).map((v) => v.code);
    for (const code of [
      'PG',
      'JL',
      'PP',
      'FC',
      'KA',
      'CQ9',
      'JDB',
      'EVO',
      'SEXY',
      'SABA',
      'TF',
      'SV3',
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'IN',
    ]) {
      expect(codes).toContain(code);
    }
  });

  it('names every game in English and in Burmese, uniquely per vendor', async () => {
    const { db } = await fresh();
    const names = await db.selectFrom('game_translations').selectAll().execute();
    const count = (await db.selectFrom('games').select('id').execute()).length;
    const en = names.filter((n) => n.language === 'EN');
    const my = names.filter((n) => n.language === 'MY');
    expect(en).toHaveLength(count);
    expect(my).toHaveLength(count);
    expect(my.every((n) => /[\u1000-\u109f]/.test(n.name))).toBe(true);
    expect(names.every((n) => n.search_name === n.name.normalize('NFC').toLowerCase())).toBe(true);
    const perVendor = new Set(demoGames().map((g) => `${g.vendor}:${g.names.EN}`));
    expect(perVendor.size).toBe(demoGames().length);
  });

  it("covers the spec's minimum bets, slot game types and lines", async () => {
    const { db } = await fresh();
    const games = await db
      .selectFrom('games')
      .select(['min_bet', 'lines', 'game_type_id', 'category'])
      .execute();
    const minBets = new Set(games.map((g) => g.min_bet));
    for (const option of MIN_BET_OPTIONS) expect(minBets, option).toContain(minorOf(option));
    const slots = games.filter((g) => g.category === 'RNG');
    expect(slots.every((g) => g.game_type_id !== null && g.lines !== null)).toBe(true);
    const types = await db.selectFrom('game_types').select('code').execute();
    expect(types.map((t) => t.code).sort()).toEqual([
      'CLASSIC',
      'FRUIT',
      'JACKPOT',
      'MEGAWAYS',
      'VIDEO',
    ]);
  });

  it('changes nothing when it runs again, even after an operator change', async () => {
    const { db } = await fresh();
    await db.updateTable('games').set({ enabled: 0 }).where('id', '=', 1).execute();
    await db.deleteFrom('game_translations').where('game_id', '=', 2).execute();
    await db.deleteFrom('games').where('id', '=', 2).execute();
    const before = await snapshot(db);
    await seedDemoGames(db);
    await seedDemoGames(db);
    expect(await snapshot(db)).toEqual(before);
  });

  it('writes the same rows on every database, quickly', async () => {
    const [a, b] = await Promise.all([fresh(), fresh()]);
    expect(await snapshot(b.db)).toEqual(await snapshot(a.db));
    // A fresh catalogue again, timed: the seed runs at every start and in every test app.
    for (const table of [...TABLES].reverse()) await a.db.deleteFrom(table).execute();
    const started = performance.now();
    await seedDemoGames(a.db);
    expect(performance.now() - started).toBeLessThan(a.dialect === 'sqlite' ? 500 : 3000);
    const games = await a.db.selectFrom('games').select('id').execute();
    expect(games).toHaveLength(demoGames().length);
  });
});
