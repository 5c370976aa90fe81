import { API, HEADERS, lotteryEndpoints, ordersAnswer, recordBetsAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../../test/accounts.js';
import { getOk, urlOf } from '../../test/http.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

/** Each catalogue e-lottery, its names and the names of the lottery game it opens. */
const eLotteries = () =>
  t.db
    .selectFrom('lottery_game_links as l')
    .innerJoin('lottery_games as lg', 'lg.id', 'l.game_id')
    .innerJoin('vendors as v', 'v.code', 'l.vendor')
    .innerJoin('games as g', (j) =>
      j.onRef('g.vendor_id', '=', 'v.id').onRef('g.code', '=', 'l.catalogue_code'),
    )
    .innerJoin('game_translations as gt', 'gt.game_id', 'g.id')
    .where('g.category', '=', 'ELOTT')
    .select(['lg.code', 'lg.name_en', 'lg.name_my', 'gt.language', 'gt.name'])
    .execute();

describe('one lottery game, one name', () => {
  it('names every e-lottery of the catalogue as the lottery game it opens, in each language', async () => {
    const rows = await eLotteries();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.name, `${row.code} ${row.language}`).toBe(
        row.language === 'MY' ? row.name_my : row.name_en,
      );
    }
    // Every fast engine game is reachable from the catalogue.
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['5D1', '5D3', '5D5', 'K3', '11X5']));
  });

  it('shows a lottery bet in the game records under the name the lottery screens use', async () => {
    const headers = {
      ...authHeaders((await sessionFor(t.app, 'demo01')).token),
      [HEADERS.language]: 'MY',
    };
    const orders = await getOk(
      t.app,
      ordersAnswer,
      urlOf(lotteryEndpoints.orders.path, { pageSize: 100 }),
      headers,
    );
    const settled = orders.list.find((o) => o.code === '5D1' && o.status !== 'pending');
    expect(settled).toBeDefined();
    const records = await getOk(
      t.app,
      recordBetsAnswer,
      urlOf(API.records.bets, { range: '7days', category: 'ELOTT', pageSize: 50 }),
      headers,
    );
    const names = new Set(records.list.map((b) => b.gameName));
    expect(names).toContain(settled?.gameName);
    expect(settled?.gameName).toBe('5D ၁ မိနစ်');
  });
});
