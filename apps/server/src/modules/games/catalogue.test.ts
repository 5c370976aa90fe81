import {
  API,
  GAME_CATEGORIES,
  gameListAnswer,
  gameTypesAnswer,
  gameVendorsAnswer,
  hotGamesAnswer,
  PAGE_SIZES,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  findVendorByCode,
  insertGameNames,
  insertGames,
  insertVendors,
  setSiteVendor,
} from './catalogue.repository.js';
import {
  type CatalogueGame,
  failureOf,
  getOk,
  idsOf,
  loadCatalogue,
  urlOf,
} from './games.test-support.js';

let t: TestApp;
let catalogue: CatalogueGame[];
beforeEach(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.db);
});
afterEach(() => t.close());

const siteId = async (code = 'demo') =>
  (
    await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;
const vendorId = async (code: string) => (await findVendorByCode(t.db, code))?.id ?? -1;
const list = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  getOk(t.app, gameListAnswer, urlOf(API.games.list, query), headers);
const vendors = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  getOk(t.app, gameVendorsAnswer, urlOf(API.games.vendors, query), headers);

describe('GET hot games', () => {
  it('answers one page of the hot games of every category', async () => {
    const hot = await getOk(t.app, hotGamesAnswer, API.games.hot);
    const all = catalogue.filter((g) => g.isHot).map((g) => g.id);
    expect(idsOf(hot.list)).toEqual(all.slice(0, PAGE_SIZES.popular));
    expect(hot).toMatchObject({ pageNum: 1, totalCount: all.length });
  });

  it('answers the hot games of one category', async () => {
    const hot = await getOk(
      t.app,
      hotGamesAnswer,
      urlOf(API.games.hot, { gameType: 'LIVE', pageSize: 100 }),
    );
    const want = catalogue.filter((g) => g.isHot && g.category === 'LIVE').map((g) => g.id);
    expect(want.length).toBeGreaterThan(3);
    expect(idsOf(hot.list)).toEqual(want);
  });

  it.each([
    ['isPlatform 1', { isPlatform: 1 }],
    ['an unknown gameType', { gameType: 'CARDS' }],
    ['pageSize 500', { pageSize: 500 }],
    ['another site', { merchantCode: 'elsewhere' }],
  ])('refuses %s with request_param_err', async (_name, query) => {
    const failure = await failureOf(t.app, { method: 'GET', url: urlOf(API.games.hot, query) });
    expect(failure).toEqual({ status: 400, code: 'request_param_err' });
  });
});

describe('GET vendors per category', () => {
  it('lists the vendors of every category that has games, with their game counts', async () => {
    const { content, sorting } = await vendors({}, { language: 'EN' });
    expect(Object.keys(content).sort()).toEqual([...GAME_CATEGORIES].sort());
    expect(content.RNG?.PG).toEqual([
      { vassalage: 'PG', accountTypeName: 'PG Soft', gameType: 'RNG', gameCount: 80 },
    ]);
    expect(Object.keys(content.ESPORTS ?? {})).toEqual(['TF']);
    expect(Object.keys(content.COCKFIGHT ?? {})).toEqual(['SV3']);
    expect(Object.keys(content.LOTT ?? {})).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
    expect(sorting.map((s) => s.gameCategory)).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'INHOUSE',
      'ELOTT',
      'LOTT',
    ]);
    expect(sorting.find((s) => s.gameCategory === 'LIVE')?.name).toBe('Live Casino');
  });

  it('counts every vendor game exactly as the catalogue has it', async () => {
    const { sorting } = await vendors();
    for (const { gameCategory, vendorNames } of sorting) {
      for (const v of vendorNames) {
        const games = catalogue.filter(
          (g) =>
            g.vendor === v.vassalage &&
            (gameCategory === 'HOT' ? g.isHot : g.category === gameCategory),
        );
        expect(v.gameCount, `${gameCategory} ${v.vassalage}`).toBe(games.length);
      }
    }
  });

  it('names categories in the asked language', async () => {
    const { sorting } = await vendors({ language: 'MY' });
    expect(sorting.find((s) => s.gameCategory === 'RNG')?.name).toBe('စလော့');
  });

  it('answers one category when asked', async () => {
    const { content, sorting } = await vendors({ gameType: 'FISH' });
    expect(Object.keys(content)).toEqual(['FISH']);
    expect(sorting[0]?.vendorNames.map((v) => v.vassalage)).toEqual([
      'JL',
      'FC',
      'KA',
      'CQ9',
      'JDB',
    ]);
    const hot = await vendors({ gameType: 'HOT' });
    expect(Object.keys(hot.content)).toEqual(['HOT']);
  });

  it('refuses an unknown gameType with request_param_err', async () => {
    const failure = await failureOf(t.app, {
      method: 'GET',
      url: urlOf(API.games.vendors, { gameType: 'X' }),
    });
    expect(failure).toEqual({ status: 400, code: 'request_param_err' });
  });
});

describe('GET game types', () => {
  it('lists the slot game types in filter order, named in the asked language', async () => {
    const english = await getOk(
      t.app,
      gameTypesAnswer,
      urlOf(API.games.types, { typeId: 1, language: 'EN' }),
    );
    expect(english.list.map((g) => g.classify)).toEqual([
      'MEGAWAYS',
      'JACKPOT',
      'CLASSIC',
      'FRUIT',
      'VIDEO',
    ]);
    expect(english.list[0]).toEqual({ classify: 'MEGAWAYS', name: 'Megaways', gameType: 'RNG' });
    expect(english).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 5 });
    const burmese = await getOk(
      t.app,
      gameTypesAnswer,
      urlOf(API.games.types, { gameType: 'RNG' }),
    );
    expect(burmese.list[1]?.name).toBe('ဂျက်ပေါ့');
  });

  it('pages and filters by category', async () => {
    const page = await getOk(
      t.app,
      gameTypesAnswer,
      urlOf(API.games.types, { pageSize: 2, pageNo: 3 }),
    );
    expect(page).toMatchObject({ pageNum: 3, totalPages: 3, totalCount: 5 });
    expect(page.list.map((g) => g.classify)).toEqual(['VIDEO']);
    const fish = await getOk(t.app, gameTypesAnswer, urlOf(API.games.types, { gameType: 'FISH' }));
    expect(fish).toMatchObject({ list: [], totalCount: 0 });
  });

  it.each([
    ['typeId 2', { typeId: 2 }],
    ['an unknown gameType', { gameType: 'NONE' }],
    ['pageNo -1', { pageNo: -1 }],
  ])('refuses %s with request_param_err', async (_name, query) => {
    const failure = await failureOf(t.app, { method: 'GET', url: urlOf(API.games.types, query) });
    expect(failure).toEqual({ status: 400, code: 'request_param_err' });
  });
});

describe('GET game icon', () => {
  it('draws an SVG that browsers may keep, from the vendor and the name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/games/icon/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>PG</text>');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const again = await t.app.inject({ method: 'GET', url: '/wps/relay/games/icon/1.svg' });
    expect(again.body).toBe(res.body);
  });

  it('colours the icons of different vendors differently', async () => {
    const pg = catalogue.find((g) => g.vendor === 'PG')?.id;
    const evo = catalogue.find((g) => g.vendor === 'EVO')?.id;
    const colour = async (id?: number) =>
      (await t.app.inject({ method: 'GET', url: `/wps/relay/games/icon/${id}.svg` })).body.match(
        /stop-color="([^"]+)"/,
      )?.[1];
    expect(await colour(pg)).not.toBe(await colour(evo));
  });

  it('answers 404 for an unknown game and 400 for a bad id', async () => {
    expect(
      await failureOf(t.app, { method: 'GET', url: '/wps/relay/games/icon/99999.svg' }),
    ).toEqual({
      status: 404,
      code: 'request.url.empty',
    });
    expect(await failureOf(t.app, { method: 'GET', url: '/wps/relay/games/icon/abc.svg' })).toEqual(
      {
        status: 400,
        code: 'request_param_err',
      },
    );
  });
});

describe('what a site sees', () => {
  it('leaves out a vendor the site switched off, and only on that site', async () => {
    await addSite(t.app, 'second');
    await setSiteVendor(t.db, await siteId(), await vendorId('PG'), false);
    const demo = await list({ gameType: 'RNG', pageSize: 100 });
    expect(demo.totalCount).toBe(
      catalogue.filter((g) => g.category === 'RNG' && g.vendor !== 'PG').length,
    );
    expect(demo.games.some((g) => g.vassalage === 'PG')).toBe(false);
    expect((await list({ gameType: 'RNG', vassalage: 'PG' })).totalCount).toBe(0);
    expect((await vendors()).content.RNG?.PG).toBeUndefined();
    const second = await list({ gameType: 'RNG', vassalage: 'PG' }, { merchant: 'second' });
    expect(second.totalCount).toBe(80);
    await setSiteVendor(t.db, await siteId(), await vendorId('PG'), true);
    expect((await list({ gameType: 'RNG', vassalage: 'PG' })).totalCount).toBe(80);
  });

  it('leaves out disabled games, vendors and categories', async () => {
    const [first] = catalogue;
    await t.db
      .updateTable('games')
      .set({ enabled: 0 })
      .where('id', '=', first?.id ?? 0)
      .execute();
    await t.db.updateTable('vendors').set({ enabled: 0 }).where('code', '=', 'EVO').execute();
    await t.db.updateTable('categories').set({ enabled: 0 }).where('code', '=', 'FISH').execute();
    const rng = await list({ gameType: first?.category ?? 'RNG', pageSize: 100 });
    expect(idsOf(rng.games)).not.toContain(first?.id);
    expect((await list({ gameType: 'LIVE', vassalage: 'EVO' })).totalCount).toBe(0);
    expect((await list({ gameType: 'FISH' })).totalCount).toBe(0);
    expect((await vendors()).content.FISH).toBeUndefined();
  });

  it('answers function.not.available when the site switched GAME3 off', async () => {
    await changeSite(t.app, { whitelabel: { GAME3: false } });
    for (const url of [
      urlOf(API.games.list, { gameType: 'RNG' }),
      API.games.hot,
      API.games.vendors,
      API.games.types,
      API.games.winners,
    ]) {
      expect(await failureOf(t.app, { method: 'GET', url }), url).toEqual({
        status: 403,
        code: 'function.not.available',
      });
    }
  });
});

describe('games added by operators', () => {
  it('shows a game added as data, in its sort place, named in English where it has no other name', async () => {
    const pg = await vendorId('PG');
    const ids = await insertGames(t.db, [
      {
        vendor_id: pg,
        category: 'RNG',
        code: 'OPS001',
        min_bet: 20,
        sort: 100,
        lines: 30,
        created_at: 0,
      },
      {
        vendor_id: pg,
        category: 'RNG',
        code: 'OPS002',
        min_bet: 20,
        sort: 100,
        icon: '/m/icons/own.png',
        created_at: 0,
      },
    ]);
    const first = ids.get(`${pg}:OPS001`) ?? 0;
    const second = ids.get(`${pg}:OPS002`) ?? 0;
    await insertGameNames(t.db, [
      { game_id: first, language: 'EN', name: 'Operator Special' },
      { game_id: second, language: 'EN', name: 'Operator Extra' },
      { game_id: second, language: 'MY', name: 'အော်ပရေတာ' },
    ]);
    // Same sort as the first seeded PG game: ties go by id, so seeded first, then these two.
    const page = await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 3 }, { language: 'MY' });
    expect(idsOf(page.games)).toEqual([
      catalogue.find((g) => g.vendor === 'PG')?.id,
      first,
      second,
    ]);
    expect(page.games[1]).toMatchObject({
      gameName: 'Operator Special',
      minBet: '0.20',
      lines: 30,
      isNew: false,
    });
    expect(page.games[2]).toMatchObject({ gameName: 'အော်ပရေတာ', showIcon: '/m/icons/own.png' });
    const found = await list({ gameType: 'RNG', gameName: 'operator', language: 'MY' });
    expect(found.totalCount).toBe(2);
  });

  it('leaves out a game whose data breaks the contract and serves the rest', async () => {
    const vendorIds = await insertVendors(t.db, [{ code: 'bad vendor', name: 'Typo', sort: 5 }]);
    const ids = await insertGames(t.db, [
      {
        vendor_id: vendorIds.get('bad vendor') ?? 0,
        category: 'RNG',
        code: 'X1',
        min_bet: 1,
        sort: 1,
        created_at: 0,
      },
    ]);
    await insertGameNames(t.db, [
      {
        game_id: ids.get(`${vendorIds.get('bad vendor')}:X1`) ?? 0,
        language: 'EN',
        name: 'Broken',
      },
    ]);
    const page = await list({ gameType: 'RNG', pageSize: 100 });
    expect(page.totalCount).toBe(catalogue.filter((g) => g.category === 'RNG').length);
    expect(page.games.some((g) => g.gameName === 'Broken')).toBe(false);
  });
});
