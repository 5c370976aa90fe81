import { API, type GameItem, gameListAnswer, PAGE_SIZES } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { minorOf } from './game-item.js';
import {
  type CatalogueGame,
  failureOf,
  getOk,
  idsOf,
  loadCatalogue,
  urlOf,
} from './games.test-support.js';

// Read-only: one app and one seeded catalogue for the whole file, so the app may keep its
// catalogue snapshot (other files reload it on every request to see their changes at once).
let t: TestApp;
let catalogue: CatalogueGame[];
beforeAll(async () => {
  t = await createTestApp({ config: { merchantCacheMs: 60_000 } });
  catalogue = await loadCatalogue(t.db);
});
afterAll(() => t.close());

interface ListFilter {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: number;
  minBet?: string;
  minLine?: number;
  gameName?: string;
  language?: 'EN' | 'MY';
}

/** What the list must answer, computed from the tables with the documented rules. */
const expected = (f: ListFilter): number[] => {
  const term = f.gameName?.toLowerCase();
  const languages = [f.language ?? 'MY', 'EN'];
  return catalogue
    .filter((g) => (f.gameType === 'HOT' ? g.isHot : g.category === f.gameType))
    .filter((g) => f.vassalage === undefined || g.vendor === f.vassalage)
    .filter((g) => f.gameClassify === undefined || g.classify === f.gameClassify)
    .filter((g) => f.isNew !== 1 || g.isNew)
    .filter((g) => f.minBet === undefined || g.minBet <= minorOf(f.minBet))
    .filter((g) => f.minLine === undefined || (g.lines !== null && g.lines >= f.minLine))
    .filter(
      (g) => term === undefined || languages.some((l) => g.names[l]?.toLowerCase().includes(term)),
    )
    .map((g) => g.id);
};

const list = (query: Record<string, string | number | undefined>, headers = {}) =>
  getOk(t.app, gameListAnswer, urlOf(API.games.list, query), headers);

/** Every page of a list, 100 at a time. */
const allPages = async (query: Record<string, string | number | undefined>) => {
  const games: GameItem[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await list({ ...query, pageNo, pageSize: 100 });
    games.push(...page.games);
    if (page.pageNum >= page.totalPages) return { games, totalCount: page.totalCount };
  }
};

describe('game list filters', () => {
  it('answers the first 26 games of a category in display order by default', async () => {
    const page = await list({ gameType: 'RNG' });
    const all = expected({ gameType: 'RNG' });
    expect(idsOf(page.games)).toEqual(all.slice(0, PAGE_SIZES.games));
    expect(page).toMatchObject({ pageNum: 1, totalCount: all.length });
    expect(page.totalPages).toBe(Math.ceil(all.length / PAGE_SIZES.games));
    expect(page.games.every((g) => g.gameType === 'RNG')).toBe(true);
  });

  it('groups the hot games of every category under HOT', async () => {
    const { games } = await allPages({ gameType: 'HOT' });
    expect(idsOf(games)).toEqual(expected({ gameType: 'HOT' }));
    expect(games.every((g) => g.isHot)).toBe(true);
    expect(new Set(games.map((g) => g.gameType)).size).toBeGreaterThan(5);
  });

  it.each([
    ['vassalage', { gameType: 'RNG', vassalage: 'JL' }],
    ['gameClassify', { gameType: 'RNG', gameClassify: 'JACKPOT' }],
    ['isNew', { gameType: 'RNG', isNew: 1 }],
    ['minBet (at most)', { gameType: 'RNG', minBet: '0.1' }],
    ['minLine (at least)', { gameType: 'RNG', minLine: 25 }],
    ['gameName', { gameType: 'RNG', gameName: 'tiger', language: 'EN' as const }],
  ])('filters by %s alone', async (_name, filter: ListFilter) => {
    const want = expected(filter);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(expected({ gameType: 'RNG' }).length);
    const { games, totalCount } = await allPages({ ...filter });
    expect(idsOf(games)).toEqual(want);
    expect(totalCount).toBe(want.length);
  });

  it('keeps games whose minimum bet is at most the chosen amount', async () => {
    const { games } = await allPages({ gameType: 'RNG', minBet: '0.05' });
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => minorOf(g.minBet) <= 5)).toBe(true);
    expect(new Set(games.map((g) => g.minBet))).toEqual(new Set(['0.01', '0.05']));
  });

  it('reads empty filters as no filter, as the app sends them', async () => {
    const query = { gameType: 'FISH', gameClassify: '', vassalage: '', gameName: '', isNew: '' };
    const { games } = await allPages({ ...query, minBet: '', minLine: '' });
    expect(idsOf(games)).toEqual(expected({ gameType: 'FISH' }));
  });

  it('answers every combination of the filters', async () => {
    let nonEmpty = 0;
    for (const gameType of ['RNG', 'HOT', 'FISH']) {
      for (const vassalage of [undefined, 'PG', 'JL']) {
        for (const gameClassify of [undefined, 'MEGAWAYS']) {
          for (const isNew of [undefined, 1]) {
            for (const minBet of [undefined, '0.1']) {
              for (const minLine of [undefined, 20]) {
                for (const gameName of [undefined, 'dragon']) {
                  const filter = {
                    gameType,
                    vassalage,
                    gameClassify,
                    isNew,
                    minBet,
                    minLine,
                    gameName,
                  };
                  const want = expected(filter);
                  const { games, totalCount } = await allPages(filter);
                  expect(idsOf(games), JSON.stringify(filter)).toEqual(want);
                  expect(totalCount).toBe(want.length);
                  if (want.length > 0) nonEmpty++;
                }
              }
            }
          }
        }
      }
    }
    // The combinations are only a test if many of them find something.
    expect(nonEmpty).toBeGreaterThan(60);
  });
});

describe('game list search', () => {
  it('finds English names case-insensitively, by part of a word', async () => {
    const { games } = await allPages({ gameType: 'RNG', gameName: 'DrAg', language: 'EN' });
    expect(idsOf(games)).toEqual(expected({ gameType: 'RNG', gameName: 'drag', language: 'EN' }));
    expect(games.length).toBeGreaterThan(3);
    expect(games.every((g) => g.gameName.toLowerCase().includes('drag'))).toBe(true);
  });

  it('finds Burmese names in Burmese and answers them in Burmese', async () => {
    const term = 'နဂါး';
    const { games } = await allPages({ gameType: 'RNG', gameName: term, language: 'MY' });
    expect(games.length).toBeGreaterThan(3);
    expect(idsOf(games)).toEqual(expected({ gameType: 'RNG', gameName: term, language: 'MY' }));
    expect(games.every((g) => g.gameName.includes(term))).toBe(true);
  });

  it('finds English names while the app speaks Burmese', async () => {
    const inEnglish = await allPages({ gameType: 'RNG', gameName: 'dragon', language: 'EN' });
    const inBurmese = await allPages({ gameType: 'RNG', gameName: 'dragon', language: 'MY' });
    expect(idsOf(inBurmese.games)).toEqual(idsOf(inEnglish.games));
    expect(inBurmese.games[0]?.gameName).toMatch(/[\u1000-\u109f]/);
  });

  it('searches only the asked language and English', async () => {
    const page = await list({ gameType: 'RNG', gameName: 'နဂါး', language: 'EN' });
    expect(page).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('takes the language from the Language header when the query names none', async () => {
    const page = await list({ gameType: 'RNG', gameName: 'နဂါး' }, { language: 'MY' });
    expect(page.totalCount).toBeGreaterThan(0);
    const english = await list({ gameType: 'RNG', pageSize: 1 }, { language: 'EN' });
    expect(english.games[0]?.gameName).toMatch(/^[A-Za-z ]+$/);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    for (const gameName of ['%', '_', 'gold%', '\\']) {
      const page = await list({ gameType: 'RNG', gameName, language: 'EN' });
      expect(page.totalCount, gameName).toBe(0);
    }
  });
});

describe('game list paging', () => {
  it('pages through a category without overlap or gaps', async () => {
    const all = expected({ gameType: 'RNG' });
    const seen: number[] = [];
    const pages = Math.ceil(all.length / PAGE_SIZES.games);
    for (let pageNo = 1; pageNo <= pages; pageNo++) {
      const page = await list({ gameType: 'RNG', pageNo });
      expect(page).toMatchObject({ pageNum: pageNo, totalPages: pages, totalCount: all.length });
      seen.push(...idsOf(page.games));
    }
    expect(seen).toEqual(all);
    const last = await list({ gameType: 'RNG', pageNo: pages });
    expect(last.games.length).toBe(all.length - (pages - 1) * PAGE_SIZES.games);
  });

  it('answers an empty page with the right totals past the end', async () => {
    const all = expected({ gameType: 'RNG' });
    const totalPages = Math.ceil(all.length / 26);
    const page = await list({ gameType: 'RNG', pageNo: totalPages + 1 });
    expect(page).toEqual({
      games: [],
      pageNum: totalPages + 1,
      totalPages,
      totalCount: all.length,
    });
    const far = await list({ gameType: 'RNG', vassalage: 'PG', pageNo: 99_999, pageSize: 100 });
    expect(far).toMatchObject({ games: [], totalPages: 1, totalCount: 80 });
  });

  it('answers an empty first page for a filter that finds nothing', async () => {
    const page = await list({ gameType: 'RNG', vassalage: 'NOPE' });
    expect(page).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  });

  it('serves one game a page and up to 100 a page', async () => {
    const one = await list({ gameType: 'LIVE', pageSize: 1, pageNo: 3 });
    expect(idsOf(one.games)).toEqual(expected({ gameType: 'LIVE' }).slice(2, 3));
    const hundred = await list({ gameType: 'RNG', pageSize: 100 });
    expect(hundred.games).toHaveLength(100);
  });
});

describe('game list items', () => {
  it('describes each game as the contract says', async () => {
    const page = await list(
      { gameType: 'LIVE', vassalage: 'EVO', pageSize: 1 },
      { language: 'EN' },
    );
    const [game] = page.games;
    expect(game).toMatchObject({
      gameType: 'LIVE',
      vassalage: 'EVO',
      roomId: expect.stringMatching(/^T\d{3}$/),
      supportPlay: true,
      lines: null,
      classify: null,
    });
    expect(game?.showIcon).toBe(`/wps/relay/games/icon/${game?.nodeId}.svg`);
    expect(game?.minBet).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('game list bad input', () => {
  it.each([
    ['no gameType', {}],
    ['an unknown gameType', { gameType: 'SLOTS' }],
    ['pageSize above 100', { gameType: 'RNG', pageSize: 101 }],
    ['pageSize 0', { gameType: 'RNG', pageSize: 0 }],
    ['pageNo 0', { gameType: 'RNG', pageNo: 0 }],
    ['a fractional pageNo', { gameType: 'RNG', pageNo: 1.5 }],
    ['a text pageNo', { gameType: 'RNG', pageNo: 'two' }],
    ['isNew 2', { gameType: 'RNG', isNew: 2 }],
    ['a minBet that is no amount', { gameType: 'RNG', minBet: 'cheap' }],
    ['a negative minBet', { gameType: 'RNG', minBet: '-1' }],
    ['a minBet with 3 decimals', { gameType: 'RNG', minBet: '0.001' }],
    ['minLine 0', { gameType: 'RNG', minLine: 0 }],
    ['a lower-case vendor', { gameType: 'RNG', vassalage: 'pg' }],
    ['a classify with symbols', { gameType: 'RNG', gameClassify: 'a;b' }],
    ['a 51-character name', { gameType: 'RNG', gameName: 'x'.repeat(51) }],
    ['another platform', { gameType: 'RNG', platform: 'web' }],
    ['another clientType', { gameType: 'RNG', clientType: 3 }],
    ['an unknown language', { gameType: 'RNG', language: 'FR' }],
    ['another site as merchant', { gameType: 'RNG', merchant: 'other' }],
  ])('refuses %s with request_param_err', async (_name, query) => {
    const failure = await failureOf(t.app, { method: 'GET', url: urlOf(API.games.list, query) });
    expect(failure).toEqual({ status: 400, code: 'request_param_err' });
  });

  it("accepts the site's own code as merchant", async () => {
    const page = await list({ gameType: 'SPORTS', merchant: 'demo' });
    expect(page.totalCount).toBe(expected({ gameType: 'SPORTS' }).length);
  });
});
